/**
 * The style sheet of the reader's most repeated pieces (issue 28): article cards, their badges and
 * author line, cover images and the article body. They are plain elements with these classes
 * rather than MUI components with `sx`: a listing page holds a dozen cards and a hundred badges, and
 * each MUI component serialised and hashed its styles on every render, on the server and again on
 * the reader's phone during hydration. This sheet is built once from the theme when the module
 * loads and given to one <GlobalStyles> (App.tsx), so a render pays for it once.
 */
import { alpha, type Theme } from '@mui/material/styles';

export function readerCss(theme: Theme): string {
  const { palette: p, typography: ty, breakpoints: bp } = theme;
  const shape = { borderRadius: Number(theme.shape.borderRadius) };
  const up = (key: 'sm' | 'md' | 'lg') => `@media (min-width:${bp.values[key]}px)`;
  const font = `font-family:${ty.fontFamily};`;
  const pillColors = (['primary', 'secondary'] as const)
    .map(
      (c) =>
        `.tb-pill-${c}{background-color:${p[c].main};color:${p[c].contrastText}}` +
        `a.tb-pill-${c}:hover{background-color:${p[c].dark}}` +
        `.tb-pill-outlined.tb-pill-${c}{background-color:transparent;color:${p[c].main};border-color:${alpha(p[c].main, 0.7)}}` +
        `a.tb-pill-outlined.tb-pill-${c}:hover{background-color:${alpha(p[c].main, p.action.hoverOpacity)}}`,
    )
    .join('');
  return [
    // Pill: MUI's Chip, as an <a> or a <span>.
    `.tb-pill{${font}display:inline-flex;align-items:center;justify-content:center;max-width:100%;box-sizing:border-box;height:32px;margin:0;padding:0;border:0;border-radius:16px;` +
      `font-size:0.8125rem;line-height:1.5;color:${p.text.primary};background-color:${p.action.selected};white-space:nowrap;vertical-align:middle;text-decoration:none;` +
      `-webkit-tap-highlight-color:transparent;transition:background-color 300ms cubic-bezier(0.4,0,0.2,1) 0ms;print-color-adjust:exact}`,
    `.tb-pill>span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap;padding:0 12px}`,
    `.tb-pill-small{height:24px}.tb-pill-small>span{padding:0 8px}`,
    `.tb-pill-outlined{background-color:transparent;border:1px solid ${p.grey[400]}}.tb-pill-outlined>span{padding:0 11px}.tb-pill-small.tb-pill-outlined>span{padding:0 7px}`,
    `a.tb-pill{cursor:pointer;user-select:none}a.tb-pill:hover{background-color:${alpha(p.common.black, 0.12)}}a.tb-pill-outlined:hover{background-color:${p.action.hover}}`,
    `a.tb-pill:focus-visible{outline:2px solid ${p.primary.main};outline-offset:2px}`,
    pillColors,
    `.tb-pill-paper{background-color:${p.background.paper}}.tb-pill-strong{font-weight:700;letter-spacing:0.5px}.tb-pill-semibold{font-weight:600}.tb-pill-gap{margin-bottom:6px}.tb-pill-dashed{border-style:dashed}`,
    `.tb-pill-count{margin-left:6px;color:${p.text.secondary};font-weight:600}`,
    `.tb-sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}`,
    `.tb-pills{display:flex;flex-direction:row;flex-wrap:wrap;gap:6px}.tb-pills-wide{gap:8px}`,
    // Cover image: a box of fixed proportions, the image or a calm placeholder in it.
    `.tb-cover{position:relative;aspect-ratio:16 / 9;overflow:hidden;background-color:${p.surface.placeholder};width:100%}`,
    `.tb-cover>img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;display:block}`,
    `.tb-cover>.tb-cover-empty{position:absolute;inset:0;display:grid;place-items:center;color:${p.text.secondary};opacity:0.9;background:${p.surface.imageGradient}}`,
    `.tb-cover-hero{border-radius:${shape.borderRadius * 3}px;margin-bottom:24px}${up('md')}{.tb-cover-hero{margin-bottom:40px}}`,
    `.tb-cover-empty>svg{width:1em;height:1em;font-size:56px;fill:currentColor}`,
    // Article card: MUI's Card (border, radius, no shadow) holding the cover and the text.
    `.tb-card{${font}background-color:${p.background.paper};color:${p.text.primary};border:1px solid ${p.divider};border-radius:${shape.borderRadius}px;overflow:hidden;` +
      `height:100%;display:flex;flex-direction:column;min-width:0;box-sizing:border-box;transition:box-shadow .2s}`,
    `.tb-card:hover{box-shadow:0 6px 24px rgba(31,42,39,.08)}`,
    `.tb-card-body{flex:1;display:flex;flex-direction:column;gap:12px;padding:16px 16px 24px;min-width:0}`,
    `.tb-card-title{margin:0;font-size:1.25rem;font-weight:700;line-height:1.25;letter-spacing:0.0075em;overflow-wrap:anywhere}`,
    `.tb-card-title>a{color:inherit;text-decoration:none}.tb-card-title>a:hover{text-decoration:underline}`,
    `.tb-card-excerpt{margin:0;font-size:0.875rem;line-height:1.43;letter-spacing:0.01071em;color:${p.text.secondary};display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}`,
    `.tb-card-fill{flex:1}`,
    `.tb-card-more{display:inline-flex;align-items:center;font-size:0.875rem;font-weight:${ty.button.fontWeight};line-height:1.75;color:${p.primary.main};text-decoration:none;padding:6px 0;border-radius:${shape.borderRadius}px}`,
    `.tb-card-more:hover{text-decoration:underline}.tb-card-more>svg{width:1em;height:1em;font-size:20px;fill:currentColor;margin-left:8px;margin-right:-4px}`,
    `.tb-card-more:focus-visible{outline:2px solid ${p.primary.main};outline-offset:2px}`,
    `.tb-card-featured .tb-card-title{font-size:1.6rem}.tb-card-featured .tb-card-excerpt{-webkit-line-clamp:4}`,
    `.tb-card-featured .tb-cover{aspect-ratio:16 / 9}`,
    `${up('md')}{.tb-card-featured{flex-direction:row}.tb-card-featured .tb-card-body{padding:32px 32px 24px}.tb-card-featured .tb-card-title{font-size:1.8rem}.tb-card-featured .tb-cover{flex:0 0 50%;aspect-ratio:4 / 3}}`,
    `${up('lg')}{.tb-card-featured .tb-card-title{font-size:2.125rem}.tb-card-featured .tb-cover{flex:0 0 55%}}`,
    // Author line: avatar, name, date and read time.
    `.tb-meta{display:flex;flex-direction:row;align-items:center;gap:10px;min-width:0}.tb-meta>div{min-width:0}`,
    `.tb-meta-name{margin:0;font-size:0.875rem;font-weight:600;line-height:1.43;letter-spacing:0.01071em;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}`,
    `.tb-meta-when{margin:0;font-size:0.75rem;line-height:1.66;letter-spacing:0.03333em;color:${p.text.secondary}}.tb-meta-when>span[aria-hidden]{margin:0 6px}`,
    `.tb-avatar{${font}position:relative;display:flex;align-items:center;justify-content:center;flex-shrink:0;overflow:hidden;border-radius:50%;user-select:none;` +
      `font-size:1.25rem;font-weight:700;line-height:1;color:${p.background.default};background-color:${p.primary.main}}`,
    `.tb-avatar>svg{width:1em;height:1em;fill:currentColor}`,
    // The page frame's plain pieces: MUI's Container (lg), the logo, round icon links, the footer.
    `.tb-container{width:100%;margin-left:auto;margin-right:auto;box-sizing:border-box;padding-left:16px;padding-right:16px}` +
      `${up('sm')}{.tb-container{padding-left:24px;padding-right:24px}}${up('lg')}{.tb-container{max-width:${bp.values.lg}px}}`,
    `.tb-logo{display:inline-flex;align-items:center;gap:8px;color:${p.primary.main};text-decoration:none;font-weight:800;font-size:1.35rem;letter-spacing:-0.01em;flex-shrink:0}.tb-logo>svg{width:30px;height:30px}`,
    `.tb-logo:focus-visible{outline:2px solid ${p.primary.main};outline-offset:2px;border-radius:4px}`,
    `.tb-icon-link{display:inline-flex;align-items:center;justify-content:center;padding:8px;border-radius:50%;color:${p.text.secondary};text-decoration:none;transition:background-color 150ms cubic-bezier(0.4,0,0.2,1) 0ms}` +
      `.tb-icon-link:hover{color:${p.primary.main};background-color:${p.action.hover}}.tb-icon-link:focus-visible{outline:2px solid ${p.primary.main};outline-offset:2px}` +
      `.tb-icon-link>svg{width:1em;height:1em;font-size:1.5rem;fill:currentColor;flex-shrink:0}`,
    // The page frame (features/layout/Layout.tsx, Sidebar.tsx).
    `.tb-page{min-height:100vh;display:flex;flex-direction:column}`,
    `.tb-skip{position:absolute;left:8px;top:-48px;z-index:2000;background-color:${p.primary.main};color:${p.primary.contrastText};padding:8px 16px;border-radius:${shape.borderRadius}px}.tb-skip:focus{top:8px}`,
    `.tb-main{flex:1;padding-top:24px;padding-bottom:24px;outline:none}${up('md')}{.tb-main{padding-top:40px;padding-bottom:40px}}`,
    `.tb-with-sidebar{display:grid;gap:40px;grid-template-columns:minmax(0,1fr);align-items:start}.tb-with-sidebar-main{min-width:0}` +
      `${up('lg')}{.tb-with-sidebar{gap:48px;grid-template-columns:minmax(0,1fr) 320px}}`,
    `.tb-sidebar{display:flex;flex-direction:column;gap:32px;min-width:0}`,
    // The sidebar's sections (most read, popular tags).
    `.tb-side-heading{${font}margin:0 0 16px;font-size:1.15rem;font-weight:${ty.h3.fontWeight};line-height:1.167;color:${p.text.primary}}`,
    `.tb-side-text{margin:0;font-size:0.875rem;line-height:1.43;letter-spacing:0.01071em;color:${p.text.secondary}}`,
    `.tb-most-read{list-style:none;padding:0;margin:0;display:flex;flex-direction:column;gap:14px}.tb-most-read>li{display:flex;gap:12px;align-items:baseline;min-width:0}` +
      `.tb-most-read>li>span{font-weight:800;font-size:1.25rem;line-height:1.5;color:${p.primary.main};min-width:1.25rem}` +
      `.tb-most-read>li>p{margin:0;font-size:1rem;font-weight:700;line-height:1.3;overflow-wrap:anywhere;min-width:0}` +
      `.tb-most-read a{color:inherit;text-decoration:none}.tb-most-read a:hover{text-decoration:underline}.tb-most-read a:focus-visible{outline:2px solid ${p.primary.main};outline-offset:2px}`,
    `.tb-side-picks{list-style:none;padding:0;margin:0;display:flex;flex-direction:column;gap:20px}.tb-side-picks>li{min-width:0}` +
      `.tb-side-picks-title{margin:0;font-size:1rem;font-weight:700;line-height:1.3;overflow-wrap:anywhere}` +
      `.tb-side-picks-title>a{color:inherit;text-decoration:none}.tb-side-picks-title>a:hover{text-decoration:underline}.tb-side-picks-title>a:focus-visible{outline:2px solid ${p.primary.main};outline-offset:2px}` +
      `.tb-side-picks-excerpt{margin-top:4px;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}.tb-side-picks-date{margin-top:4px}`,
    // Buttons as links or <button>s: MUI's Button (text, contained) and IconButton.
    `.tb-button{${font}display:inline-flex;align-items:center;justify-content:center;position:relative;box-sizing:border-box;margin:0;border:0;outline:0;cursor:pointer;user-select:none;` +
      `vertical-align:middle;text-decoration:none;background-color:transparent;font-size:0.875rem;font-weight:${ty.button.fontWeight};line-height:1.75;letter-spacing:normal;` +
      `text-transform:none;min-width:64px;padding:6px 8px;border-radius:${shape.borderRadius}px;color:${p.primary.main};` +
      `transition:background-color 250ms cubic-bezier(0.4,0,0.2,1) 0ms,color 250ms cubic-bezier(0.4,0,0.2,1) 0ms}`,
    `.tb-button:hover{background-color:${alpha(p.primary.main, p.action.hoverOpacity)}}.tb-button:focus-visible{outline:2px solid ${p.primary.main};outline-offset:2px}`,
    `.tb-button>svg{width:1em;height:1em;font-size:20px;fill:currentColor;flex-shrink:0;margin-right:8px;margin-left:-4px}`,
    `.tb-button-contained{color:${p.primary.contrastText};background-color:${p.primary.main};padding:6px 16px;flex-shrink:0}.tb-button-contained:hover{background-color:${p.primary.dark}}`,
    `button.tb-icon-link,.tb-icon-button{border:0;margin:0;background-color:transparent;cursor:pointer;font:inherit;outline:0}`,
    `.tb-icon-button{display:inline-flex;align-items:center;justify-content:center;flex:0 0 auto;padding:8px;border-radius:50%;color:${p.action.active};font-size:1.5rem;` +
      `transition:background-color 150ms cubic-bezier(0.4,0,0.2,1) 0ms}.tb-icon-button:hover{background-color:${p.action.hover}}` +
      `.tb-icon-button:focus-visible{outline:2px solid ${p.primary.main};outline-offset:2px}.tb-icon-button>svg{width:1em;height:1em;fill:currentColor}`,
    `.tb-edge-start{margin-left:-12px}.tb-edge-end{margin-right:-12px}`,
    // Shown below or from the md breakpoint only.
    `.tb-phone-only{display:inline-flex}.tb-wide-only{display:none}.tb-phone-inline{display:inline}.tb-wide-inline{display:none}` +
      `${up('md')}{.tb-phone-only,.tb-phone-inline{display:none}.tb-wide-only{display:flex}.tb-wide-inline{display:inline}}`,
    // The header: MUI's sticky AppBar and Toolbar.
    `.tb-header{${font}position:sticky;top:0;z-index:${theme.zIndex.appBar};display:flex;flex-direction:column;width:100%;box-sizing:border-box;flex-shrink:0;` +
      `color:${p.text.primary};background-color:rgba(255,255,255,.96);border-bottom:1px solid ${p.divider}}`,
    `.tb-toolbar{position:relative;display:flex;align-items:center;gap:4px;min-height:60px}${up('md')}{.tb-toolbar{gap:12px;min-height:68px}}`,
    `.tb-grow{flex:1}.tb-nav{gap:4px;margin-left:16px}`,
    `.tb-nav-link{color:${p.text.primary};min-width:0}${up('lg')}{.tb-nav-link{padding:6px 12px}}.tb-nav-link.active{color:${p.primary.main};background-color:${p.surface.primaryTint}}`,
    `.tb-search-trigger{color:${p.text.secondary};background-color:${p.surface.sand};border:1px solid ${p.surface.sandBorder};font-weight:400;justify-content:flex-start;min-width:40px}` +
      `.tb-search-trigger:hover{background-color:${p.surface.sandHover}}${up('md')}{.tb-search-trigger{width:180px}}${up('lg')}{.tb-search-trigger{width:240px}}`,
    `.tb-search-placeholder{flex:1;text-align:left;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}`,
    `.tb-search-trigger>kbd{display:none;font-family:inherit;font-size:0.75rem;line-height:1.5;letter-spacing:0.03333em;border:1px solid ${p.surface.sandBorder};border-radius:${shape.borderRadius}px;padding:0 4px}` +
      `${up('lg')}{.tb-search-trigger>kbd{display:block}}`,
    `.tb-language-switch{color:${p.text.primary};min-width:0;white-space:nowrap}.tb-language-switch>svg{margin-right:4px}` +
      `${up('md')}{.tb-language-switch{padding:6px 12px}.tb-language-switch>svg{margin-right:8px}}`,
    `.tb-footer{${font}border-top:1px solid ${p.divider};padding-top:40px;padding-bottom:32px;margin-top:64px;background-color:${p.surface.sand}}${up('md')}{.tb-footer{padding-top:56px}}`,
    `.tb-footer-grid{display:grid;gap:32px;grid-template-columns:minmax(0,1fr)}${up('sm')}{.tb-footer-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}` +
      `${up('md')}{.tb-footer-grid{gap:48px;grid-template-columns:1.4fr 1fr 1fr 1fr}}`,
    `.tb-footer-brand,.tb-footer-column{min-width:0}`,
    `.tb-footer-text{margin:12px 0 0;max-width:320px;font-size:0.875rem;line-height:1.43;letter-spacing:0.01071em;color:${p.text.secondary}}`,
    `.tb-footer-social{display:flex;flex-direction:row;gap:4px;margin-top:16px;margin-left:-8px}`,
    `.tb-footer-column>h2{margin:0 0 12px;font-size:0.8rem;font-weight:700;line-height:1.57;text-transform:uppercase;letter-spacing:1px;color:${p.text.primary}}`,
    `.tb-footer-column>ul{display:flex;flex-direction:column;gap:8px;list-style:none;padding:0;margin:0}`,
    `.tb-footer-column a{font-size:1rem;line-height:1.5;color:${p.text.secondary};text-decoration:none}.tb-footer-column a:hover{color:${p.primary.main};text-decoration:underline}`,
    `.tb-footer-column a:focus-visible{outline:2px solid ${p.primary.main};outline-offset:2px;border-radius:2px}`,
    `.tb-footer-rights{max-width:none;margin-top:40px;padding-top:24px;border-top:1px solid ${p.surface.sandBorder}}`,
    // The article's body (sanitised HTML).
    `.article-body{font-size:1.05rem;line-height:1.75;color:${p.text.primary};overflow-wrap:break-word}${up('md')}{.article-body{font-size:1.125rem}}`,
    `.article-body>:first-child{margin-top:0}.article-body p{margin-top:16px;margin-bottom:16px}`,
    `.article-body h2{font-size:1.4rem;font-weight:750;line-height:1.3;margin-top:40px;margin-bottom:12px}`,
    `.article-body h3{font-size:1.2rem;font-weight:700;line-height:1.35;margin-top:32px;margin-bottom:8px}`,
    `${up('md')}{.article-body h2{font-size:1.6rem}.article-body h3{font-size:1.3rem}}`,
    `.article-body h4,.article-body h5,.article-body h6{font-size:1.1rem;font-weight:700;margin-top:24px;margin-bottom:8px}`,
    `.article-body ul,.article-body ol{padding-left:28px;margin-top:16px;margin-bottom:16px}.article-body li{margin-top:6px;margin-bottom:6px}`,
    `.article-body img{max-width:100%;height:auto;border-radius:${shape.borderRadius * 2}px;display:block;margin-top:24px;margin-bottom:24px}`,
    `.article-body figure{margin:24px 0}.article-body figcaption{font-size:0.9rem;color:${p.text.secondary};margin-top:8px}`,
    `.article-body blockquote{margin:24px 0;padding:4px 0 4px 20px;border-left:4px solid ${p.primary.main};color:${p.text.secondary};font-style:italic}`,
    `.article-body table{display:block;overflow-x:auto;max-width:100%;border-collapse:collapse;margin-top:24px;margin-bottom:24px;font-size:0.95rem}`,
    `.article-body th,.article-body td{border:1px solid ${p.surface.sandBorder};padding:8px 12px;text-align:left;vertical-align:top}.article-body th{background-color:${p.surface.sand}}`,
    `.article-body pre{overflow-x:auto;background-color:${p.surface.sand};padding:16px;border-radius:${shape.borderRadius * 2}px}`,
    `.article-body a{color:${p.primary.main};text-decoration:underline;text-underline-offset:2px;font-weight:500}.article-body a:hover{color:${p.primary.dark}}`,
    `.article-body a:focus-visible{outline:2px solid ${p.primary.main};outline-offset:2px;border-radius:2px}`,
    `.article-body .link-domain{display:inline-block;margin-left:4px;padding:0 6px;border-radius:${shape.borderRadius}px;font-size:0.7em;line-height:1.6;font-weight:600;vertical-align:middle;` +
      `background-color:${p.surface.mint};color:${p.surface.mintText};text-decoration:none}`,
    `.article-body .sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}`,
  ].join('\n');
}
