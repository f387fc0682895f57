/** Copies text; falls back to a hidden textarea where the async clipboard is unavailable. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // fall through to the fallback (permission refused, insecure context)
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('Copy failed');
}

/** The snippet 'Copy HTML' puts on the clipboard (docs/decisions.md#screens). */
export function imageHtml(url: string): string {
  const safeUrl = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<img src="${safeUrl}" alt="Article image" class="article-image rounded-lg w-full" />`;
}
