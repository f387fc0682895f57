/**
 * The style sheet of the reader's most repeated pieces (issue 28): article cards, their badges and
 * author line, cover images and the article body. They are plain elements with these classes
 * rather than MUI components with `sx`: a listing page holds a dozen cards and a hundred badges, and
 * each MUI component serialised and hashed its styles on every render, on the server and again on
 * the reader's phone during hydration. The sheet is written once, at build time, into the client's
 * stylesheet file (`virtual:reader.css`, vite.config.ts): a render does not pay for it at all.
 */
import { alpha, darken, lighten, type Theme } from '@mui/material/styles';
import { theme } from './theme';

/** The sheet of the site's theme: what `virtual:reader.css` holds (vite.config.ts). */
export const readerSheet = (): string => readerCss(theme);

/**
 * MUI's CssBaseline (box sizing, the body's font and colours), written out: in the stylesheet file
 * it is in place before the first paint, where <CssBaseline /> was a global style that emotion, in
 * the browser, moved in the page's <head> once while creating its cache and again while hydrating
 * (each move a new style sheet, and the phone worked out the style of every element on the page
 * again: 10-30 ms each). readerCss.spec.ts checks it against CssBaseline's own styles.
 */
export function baselineCss(theme: Theme): string {
  const { palette: p, typography: ty } = theme;
  const body1 = ty.body1;
  return (
    `html{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;box-sizing:border-box;-webkit-text-size-adjust:100%}` +
    `*,*::before,*::after{box-sizing:inherit}strong,b{font-weight:${ty.fontWeightBold}}` +
    `body{margin:0;color:${p.text.primary};font-family:${body1.fontFamily};font-weight:${body1.fontWeight};font-size:${body1.fontSize};line-height:${body1.lineHeight};` +
    `${body1.letterSpacing === undefined ? '' : `letter-spacing:${body1.letterSpacing};`}background-color:${p.background.default}}` +
    `@media print{body{background-color:${p.common.white}}}body::backdrop{background-color:${p.background.default}}`
  );
}

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
    baselineCss(theme),
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
    `.tb-card-title{margin:0;font-size:1.25rem;font-weight:700;line-height:1.25;overflow-wrap:anywhere}`,
    `.tb-card-title>a{color:inherit;text-decoration:none}.tb-card-title>a:hover{text-decoration:underline}`,
    `.tb-card-excerpt{margin:0;font-size:0.875rem;line-height:1.43;color:${p.text.secondary};display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}`,
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
    `.tb-meta-name{margin:0;font-size:0.875rem;font-weight:600;line-height:1.43;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}`,
    `.tb-meta-when{margin:0;font-size:0.75rem;line-height:1.66;color:${p.text.secondary}}.tb-meta-when>span[aria-hidden]{margin:0 6px}`,
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
    // A touch screen's scroll bar is an overlay that shows, then fades, when a long page has loaded.
    // Hidden until the page has settled (pageReady.ts: hydrated, or showing a route's error): on
    // Lighthouse's emulated phone its fade was a frame every 16 ms during the hydration, each drawn
    // and captured in software by another process that competed with the page's start-up for the
    // machine's two cores (docs/decisions.md). An overlay takes no room, so nothing moves when it
    // comes back.
    `@media (pointer:coarse){html:not([data-ready]){scrollbar-width:none}}`,
    `.tb-skip{position:absolute;left:8px;top:-48px;z-index:2000;background-color:${p.primary.main};color:${p.primary.contrastText};padding:8px 16px;border-radius:${shape.borderRadius}px}.tb-skip:focus{top:8px}`,
    `.tb-main{flex:1;padding-top:24px;padding-bottom:24px;outline:none}${up('md')}{.tb-main{padding-top:40px;padding-bottom:40px}}`,
    `.tb-with-sidebar{display:grid;gap:40px;grid-template-columns:minmax(0,1fr);align-items:start}.tb-with-sidebar-main{min-width:0}` +
      `${up('lg')}{.tb-with-sidebar{gap:48px;grid-template-columns:minmax(0,1fr) 320px}}`,
    `.tb-sidebar{display:flex;flex-direction:column;gap:32px;min-width:0}`,
    // The sidebar's sections (most read, popular tags).
    `.tb-side-heading{${font}margin:0 0 16px;font-size:1.15rem;font-weight:${ty.h3.fontWeight};line-height:1.167;color:${p.text.primary}}`,
    `.tb-side-text{margin:0;font-size:0.875rem;line-height:1.43;color:${p.text.secondary}}`,
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
    `.tb-button-large{padding:8px 11px;font-size:0.9375rem}.tb-button-contained.tb-button-large{padding:8px 22px}.tb-button-full{width:100%}`,
    `.tb-button-outlined{padding:5px 15px;border:1px solid ${alpha(p.primary.main, 0.5)}}.tb-button-outlined:hover{border-color:${p.primary.main}}.tb-button-outlined.tb-button-large{padding:7px 21px}`,
    `.tb-button:disabled{color:${p.action.disabled};pointer-events:none;cursor:default}.tb-button-contained:disabled{background-color:${p.action.disabledBackground}}.tb-button-outlined:disabled{border-color:${p.action.disabledBackground}}`,
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
    `.tb-search-trigger>kbd{display:none;font-family:inherit;font-size:0.75rem;line-height:1.5;border:1px solid ${p.surface.sandBorder};border-radius:${shape.borderRadius}px;padding:0 4px}` +
      `${up('lg')}{.tb-search-trigger>kbd{display:block}}`,
    `.tb-language-switch{color:${p.text.primary};min-width:0;white-space:nowrap}.tb-language-switch>svg{margin-right:4px}` +
      `${up('md')}{.tb-language-switch{padding:6px 12px}.tb-language-switch>svg{margin-right:8px}}`,
    `.tb-footer{${font}border-top:1px solid ${p.divider};padding-top:40px;padding-bottom:32px;margin-top:64px;background-color:${p.surface.sand}}${up('md')}{.tb-footer{padding-top:56px}}`,
    `.tb-footer-grid{display:grid;gap:32px;grid-template-columns:minmax(0,1fr)}${up('sm')}{.tb-footer-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}` +
      `${up('md')}{.tb-footer-grid{gap:48px;grid-template-columns:1.4fr 1fr 1fr 1fr}}`,
    `.tb-footer-brand,.tb-footer-column{min-width:0}`,
    `.tb-footer-text{margin:12px 0 0;max-width:320px;font-size:0.875rem;line-height:1.43;color:${p.text.secondary}}`,
    `.tb-footer-social{display:flex;flex-direction:row;gap:4px;margin-top:16px;margin-left:-8px}`,
    `.tb-footer-column>h2{margin:0 0 12px;font-size:0.8rem;font-weight:700;line-height:1.57;text-transform:uppercase;letter-spacing:1px;color:${p.text.primary}}`,
    `.tb-footer-column>ul{display:flex;flex-direction:column;gap:8px;list-style:none;padding:0;margin:0}`,
    `.tb-footer-column a{font-size:1rem;line-height:1.5;color:${p.text.secondary};text-decoration:none}.tb-footer-column a:hover{color:${p.primary.main};text-decoration:underline}`,
    `.tb-footer-column a:focus-visible{outline:2px solid ${p.primary.main};outline-offset:2px;border-radius:2px}`,
    `.tb-footer-rights{max-width:none;margin-top:40px;padding-top:24px;border-top:1px solid ${p.surface.sandBorder}}`,
    // Form fields: MUI's outlined TextField and NativeSelect (label floating above the outline when
    // focused or filled; the notch in the outline opened for it), helper text, fieldset and legend.
    `.tb-field{${font}display:inline-flex;flex-direction:column;position:relative;min-width:0;padding:0;margin:0;border:0;vertical-align:top;background-color:${p.background.paper};border-radius:${shape.borderRadius}px}.tb-field-full{width:100%}`,
    `.tb-field>label{color:${p.text.secondary};font-weight:400;font-size:1rem;line-height:1.4375em;padding:0;display:block;transform-origin:top left;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;` +
      `position:absolute;left:0;top:0;z-index:1;pointer-events:none;transform:translate(14px,16px) scale(1);max-width:calc(100% - 24px);` +
      `transition:color 200ms cubic-bezier(0,0,0.2,1) 0ms,transform 200ms cubic-bezier(0,0,0.2,1) 0ms,max-width 200ms cubic-bezier(0,0,0.2,1) 0ms}`,
    `.tb-field-small>label{transform:translate(14px,9px) scale(1)}`,
    `.tb-field.tb-field-shrink>label,.tb-field:focus-within>label{user-select:none;pointer-events:auto;max-width:calc(133% - 32px);transform:translate(14px,-9px) scale(0.75)}`,
    `.tb-field:focus-within>label{color:${p.primary.main}}.tb-field.tb-field-disabled>label{color:${p.text.disabled}}.tb-field.tb-field-error>label{color:${p.error.main}}`,
    `.tb-field-box{font-weight:400;font-size:1rem;line-height:1.4375em;color:${p.text.primary};box-sizing:border-box;position:relative;cursor:text;display:inline-flex;align-items:center;width:100%;border-radius:${shape.borderRadius}px}` +
      `.tb-field-disabled .tb-field-box{color:${p.text.disabled};cursor:default}.tb-field-adorned{padding-left:14px}`,
    `.tb-field-box>input,.tb-field-box>select{font:inherit;letter-spacing:inherit;color:currentColor;padding:16.5px 14px;border:0;box-sizing:content-box;background:none;height:1.4375em;margin:0;` +
      `-webkit-tap-highlight-color:transparent;display:block;min-width:0;width:100%;border-radius:0}` +
      `.tb-field-small .tb-field-box>input,.tb-field-small .tb-field-box>select{padding-top:8.5px;padding-bottom:8.5px}.tb-field-adorned>input{padding-left:0}`,
    `.tb-field-box>input:focus,.tb-field-box>select:focus{outline:0}.tb-field-box>input:invalid{box-shadow:none}.tb-field-box>input::-webkit-search-decoration{-webkit-appearance:none}` +
      `.tb-field-box>input:disabled,.tb-field-box>select:disabled{opacity:1;-webkit-text-fill-color:${p.text.disabled}}`,
    `@keyframes tb-autofill{from{display:block}}@keyframes tb-autofill-cancel{from{display:block}}` +
      `.tb-field-box>input{animation-name:tb-autofill-cancel;animation-duration:10ms}.tb-field-box>input:-webkit-autofill{animation-name:tb-autofill;animation-duration:5000s;border-radius:inherit}`,
    `.tb-field-box>input::placeholder{color:currentColor;opacity:0.42;transition:opacity 200ms cubic-bezier(0.4,0,0.2,1) 0ms}` +
      `.tb-field-labelled:not(.tb-field-shrink):not(:focus-within) .tb-field-box>input::placeholder{opacity:0}`,
    `.tb-field-box>select{appearance:none;-webkit-appearance:none;-moz-appearance:none;user-select:none;cursor:pointer;border-radius:${shape.borderRadius}px;padding-right:32px}` +
      `.tb-field-box>select:disabled{cursor:default}.tb-field-box>select option{background-color:${p.background.paper}}`,
    `.tb-field-caret{user-select:none;width:1em;height:1em;display:inline-block;flex-shrink:0;fill:currentColor;font-size:1.5rem;position:absolute;right:7px;top:calc(50% - .5em);pointer-events:none;color:${p.action.active}}` +
      `.tb-field-disabled .tb-field-caret{color:${p.action.disabled}}`,
    `.tb-field-adorn{display:flex;align-items:center;height:0.01em;max-height:2em;white-space:nowrap;color:${p.action.active};margin-right:8px}.tb-field-adorn>svg{width:1em;height:1em;font-size:1.25rem;fill:currentColor;flex-shrink:0}`,
    `.tb-field-box>fieldset{text-align:left;position:absolute;inset:-5px 0 0 0;margin:0;padding:0 8px;pointer-events:none;border-radius:inherit;border:1px solid rgba(0,0,0,0.23);overflow:hidden;min-width:0%}` +
      `.tb-field-box:focus-within>fieldset{border-width:2px;border-color:${p.primary.main}}.tb-field-error .tb-field-box>fieldset{border-color:${p.error.main}}.tb-field-disabled .tb-field-box>fieldset{border-color:${p.action.disabled}}`,
    `.tb-field-box>fieldset>legend{float:unset;width:auto;overflow:hidden;display:block;padding:0;height:11px;font-size:0.75em;visibility:hidden;max-width:0.01px;transition:max-width 50ms cubic-bezier(0,0,0.2,1) 0ms;white-space:nowrap}` +
      `.tb-field-box>fieldset>legend>span{padding-left:5px;padding-right:5px;display:inline-block;opacity:0;visibility:visible}` +
      `.tb-field-shrink .tb-field-box>fieldset>legend,.tb-field:focus-within .tb-field-box>fieldset>legend{max-width:100%;transition:max-width 100ms cubic-bezier(0,0,0.2,1) 50ms}`,
    `.tb-helper{${font}color:${p.text.secondary};font-weight:400;font-size:0.75rem;line-height:1.66;text-align:left;margin:0}.tb-helper-error{color:${p.error.main}}`,
    `.tb-fieldset{display:flex;flex-direction:column;border:0;padding:0;margin:0;min-width:0;gap:8px}.tb-fieldset>legend{${font}margin:0 0 8px;padding:0;font-size:0.875rem;font-weight:600;line-height:1.43}`,
    `.tb-row{display:flex;flex-direction:row;gap:8px}.tb-stack{display:flex;flex-direction:column}`,
    `.tb-gap-1{gap:8px}.tb-gap-15{gap:12px}.tb-gap-2{gap:16px}.tb-gap-25{gap:20px}.tb-gap-3{gap:24px}`,
    `.tb-stack-sm-row{display:flex;flex-direction:column}${up('sm')}{.tb-stack-sm-row{flex-direction:row}}`,
    // The newsletter box (sidebar, article end) and the /subscribe page.
    `.tb-newsletter-box{${font}background-color:${p.surface.mint};color:${p.text.primary};border-radius:${shape.borderRadius}px;padding:24px;border:1px solid ${p.surface.mintBorder}}`,
    `.tb-newsletter-box-title{display:flex;flex-direction:row;align-items:center;gap:8px;margin-bottom:8px}.tb-newsletter-box-title>svg{width:1em;height:1em;font-size:1.5rem;fill:${p.primary.main};flex-shrink:0}` +
      `.tb-newsletter-box-title>h2,.tb-newsletter-box-title>h3{margin:0;font-weight:${ty.h3.fontWeight};font-size:1.15rem;line-height:1.167}`,
    `.tb-body2{margin:0;font-size:0.875rem;line-height:1.43;font-weight:400}.tb-body1{margin:0;font-size:1rem;line-height:1.5;font-weight:400}.tb-secondary{color:${p.text.secondary}}.tb-mb-2{margin-bottom:16px}`,
    `.tb-field-min200{min-width:200px}`,
    // Headings and text as MUI's Typography variants of the theme.
    `.tb-h1{margin:0;font-weight:${ty.h1.fontWeight};font-size:${ty.h1.fontSize};line-height:${ty.h1.lineHeight}}@media (max-width:${bp.values.sm - 0.05}px){.tb-h1{font-size:2.1rem}}`,
    `.tb-h2{margin:0;font-weight:${ty.h2.fontWeight};font-size:${ty.h2.fontSize};line-height:1.2}.tb-h3{margin:0;font-weight:${ty.h3.fontWeight};font-size:${ty.h3.fontSize};line-height:1.167}`,
    `.tb-strong{font-weight:700}.tb-lead{margin:12px 0 0;font-size:1.1rem;line-height:1.5;color:${p.text.secondary}}`,
    `.tb-link{color:${p.primary.main};text-decoration:underline;text-decoration-color:${alpha(p.primary.main, 0.4)}}.tb-link:hover{text-decoration-color:inherit}.tb-link:focus-visible{outline:2px solid ${p.primary.main};outline-offset:2px}`,
    `.tb-panel{${font}background-color:${p.background.paper};color:${p.text.primary};border-radius:${shape.borderRadius}px;border:1px solid ${p.divider};padding:20px}${up('md')}{.tb-panel{padding:32px}}`,
    `.tb-disc{flex-shrink:0;width:44px;height:44px;border-radius:50%;display:grid;place-items:center;background-color:${p.surface.mint};color:${p.primary.main}}.tb-disc>svg{width:1em;height:1em;font-size:1.5rem;fill:currentColor}`,
    // The /subscribe page.
    `.tb-subscribe{display:grid;align-items:start;gap:32px;grid-template-columns:minmax(0,1fr)}${up('md')}{.tb-subscribe{gap:48px;grid-template-columns:minmax(0,1.2fr) minmax(0,1fr)}}`,
    `.tb-subscribe-main{display:flex;flex-direction:column;gap:24px;min-width:0}.tb-subscribe-title{font-size:2rem}${up('md')}{.tb-subscribe-title{font-size:2.6rem}}`,
    `.tb-subscribe-done{display:flex;flex-direction:column;align-items:center;text-align:center;gap:16px;padding:16px 0}.tb-subscribe-done>svg{width:1em;height:1em;font-size:64px;fill:${p.primary.main}}` +
      `.tb-subscribe-done>h2{margin:0;font-weight:${ty.h2.fontWeight};font-size:1.6rem;line-height:1.2;outline:none}`,
    `.tb-subscribe-why{font-size:1.5rem;margin-bottom:20px}.tb-benefits{display:flex;flex-direction:column;list-style:none;padding:0;margin:0;gap:20px}.tb-benefits>li{display:flex;flex-direction:row;gap:16px}`,
    `.tb-field-min160{min-width:160px}.tb-button-inherit{color:inherit}.tb-button-inherit:hover{background-color:${p.action.hover}}`,
    `.tb-h4{margin:0;font-weight:400;font-size:2.125rem;line-height:1.235}.tb-wrap-anywhere{overflow-wrap:anywhere}.tb-pill-start{align-self:flex-start}`,
    // Sections of the home and listing pages: their heading rows, grids, 'more' buttons, empty states.
    `.tb-home{display:flex;flex-direction:column;gap:40px}${up('md')}{.tb-home{gap:56px}}`,
    `.tb-section-title{margin-bottom:8px}.tb-section-intro{margin-bottom:24px}` +
      `.tb-section-head{display:flex;flex-direction:row;align-items:center;justify-content:space-between;gap:16px;margin-bottom:24px;flex-wrap:wrap}`,
    `.tb-more{display:flex;justify-content:center;margin-top:32px}.tb-more-near{margin-top:24px}`,
    `.tb-grid{display:grid;gap:24px;grid-template-columns:minmax(0,1fr)}${up('sm')}{.tb-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}` +
      `${up('lg')}{.tb-grid-3{grid-template-columns:repeat(3,minmax(0,1fr))}.tb-grid-4{grid-template-columns:repeat(4,minmax(0,1fr))}}`,
    `.tb-empty{${font}background-color:${p.background.paper};color:${p.text.primary};border:1px solid ${p.divider};border-radius:${shape.borderRadius}px;padding:24px;text-align:center}${up('md')}{.tb-empty{padding:40px}}` +
      `.tb-empty>svg{display:inline-block;width:1em;height:1em;font-size:40px;fill:currentColor;color:${p.text.secondary};margin-bottom:8px;flex-shrink:0}` +
      `.tb-empty-title{margin:0;font-size:1.25rem;font-weight:700;line-height:1.6}.tb-empty-text{margin:0 auto;max-width:520px;color:${p.text.secondary}}.tb-empty-text-after{margin-top:8px}`,
    // The home page's hero.
    `.tb-hero{position:relative;overflow:hidden;border-radius:${shape.borderRadius * 4}px;padding:40px 24px;background:${p.surface.heroGradient}}${up('md')}{.tb-hero{padding:64px 56px}}`,
    `.tb-hero-glow{position:absolute;right:-80px;top:-80px;width:220px;height:220px;border-radius:50%;background:radial-gradient(circle at 30% 30%, rgba(47,111,94,.18), rgba(47,111,94,0) 70%)}` +
      `${up('md')}{.tb-hero-glow{right:-40px;top:-60px;width:360px;height:360px}}`,
    `.tb-hero-inner{display:flex;flex-direction:column;gap:20px;max-width:720px;position:relative}` +
      `.tb-hero-kicker{margin:0;font-size:0.75rem;font-weight:700;line-height:2.66;text-transform:uppercase;letter-spacing:1.5px;color:${p.primary.dark}}`,
    `.tb-hero h1{font-size:2.1rem}${up('md')}{.tb-hero h1{font-size:3.1rem}}` +
      `.tb-hero-text{margin:0;font-weight:400;font-size:1.05rem;line-height:1.6;color:${p.text.secondary}}${up('md')}{.tb-hero-text{font-size:1.25rem}}`,
    `.tb-hero-actions{display:flex;flex-direction:column;gap:16px;margin-top:8px}${up('sm')}{.tb-hero-actions{flex-direction:row}}.tb-hero-join{background-color:rgba(255,255,255,.6)}`,
    // The tools (MUI's Card and CardActionArea), the stories row and its cards, the child's age row.
    `.tb-tools{scroll-margin-top:88px}` +
      `.tb-tool{${font}background-color:${p.background.paper};color:${p.text.primary};border:1px solid ${p.divider};border-radius:${shape.borderRadius}px;overflow:hidden;height:100%}` +
      `.tb-tool>a{display:flex;align-items:flex-start;width:100%;height:100%;text-align:inherit;border-radius:inherit;color:inherit;text-decoration:none;position:relative}` +
      `.tb-tool>a:hover{background-color:${alpha(p.text.primary, p.action.hoverOpacity)}}.tb-tool>a:focus-visible{outline:2px solid ${p.primary.main};outline-offset:-2px}`,
    `.tb-tool-body{width:100%;padding:16px}.tb-tool-head{display:flex;flex-direction:row;gap:16px;align-items:center;margin-bottom:12px}` +
      `.tb-tool-head>h3{margin:0;font-size:1.25rem;font-weight:700;line-height:1.25;overflow-wrap:anywhere}`,
    `.tb-tool-visit{display:flex;flex-direction:row;align-items:center;gap:4px;margin-top:12px;color:${p.primary.main};font-weight:600;font-size:0.875rem}.tb-tool-visit>svg{width:1em;height:1em;font-size:16px;fill:currentColor;flex-shrink:0}`,
    `.tb-avatar-rounded{border-radius:${shape.borderRadius}px}.tb-avatar-secondary{background-color:${p.secondary.main}}`,
    `.tb-stories-head{display:flex;flex-direction:column;justify-content:space-between;gap:8px;margin-bottom:20px}${up('sm')}{.tb-stories-head{flex-direction:row;align-items:flex-end}}`,
    `.tb-story-grid{list-style:none;padding:0;margin:0;display:grid;gap:24px;grid-template-columns:minmax(0,1fr)}${up('sm')}{.tb-story-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}` +
      `${up('md')}{.tb-story-grid{grid-template-columns:repeat(3,minmax(0,1fr))}}`,
    `.tb-story{transition:none}.tb-story:hover{box-shadow:none}.tb-story-body{flex:1;display:flex;flex-direction:column;gap:10px;padding:16px 16px 24px;min-width:0}` +
      `.tb-story-title{margin:0;font-size:1.25rem;font-weight:500;line-height:1.6;overflow-wrap:anywhere}.tb-story-title>a{color:inherit;text-decoration:none}.tb-story-title>a:hover{text-decoration:underline}` +
      `.tb-story-title>a:focus-visible{outline:2px solid ${p.primary.main};outline-offset:2px}`,
    `.tb-story-meta{display:flex;flex-direction:row;margin-top:auto;gap:8px;color:${p.text.secondary};flex-wrap:wrap}.tb-story-meta>*{font-size:0.75rem;line-height:1.66}`,
    `.tb-child-age-bar{display:flex;flex-direction:column;gap:12px;margin-bottom:24px}${up('sm')}{.tb-child-age-bar{flex-direction:row;align-items:center}}.tb-child-age-bar>p{flex:1}`,
    // Listing pages: the listing's column, its count and language bar, pagination, the search form.
    `.tb-listing{display:flex;flex-direction:column;gap:32px}.tb-blog{display:flex;flex-direction:column;gap:32px}${up('md')}{.tb-blog{gap:40px}}.tb-gap-6{gap:48px}` +
      `.tb-mt-1{margin-top:8px}.tb-mt-3{margin-top:24px}.tb-semibold{font-weight:600}`,
    `.tb-listing-title{font-size:2.1rem;overflow-wrap:anywhere}${up('md')}{.tb-listing-title{font-size:2.5rem}}`,
    `.tb-listing-bar{display:flex;flex-direction:column;gap:12px;justify-content:space-between}${up('sm')}{.tb-listing-bar{flex-direction:row;align-items:center}}`,
    `.tb-sm-inline{display:none}${up('sm')}{.tb-sm-inline{display:inline}}`,
    `.tb-pagination{display:flex;justify-content:center}.tb-pagination>ul{display:flex;flex-wrap:wrap;justify-content:center;align-items:center;gap:4px;list-style:none;padding:0;margin:0}` +
      `${up('sm')}{.tb-pagination>ul{gap:6px}}.tb-page-gap{padding:0 4px;color:${p.text.secondary}}`,
    `.tb-button.tb-page-number{height:40px;min-width:36px;padding-left:4px;padding-right:4px}${up('sm')}{.tb-button.tb-page-number{min-width:40px;padding-left:8px;padding-right:8px}}`,
    `.tb-button.tb-page-step{height:40px;min-width:40px;padding-left:8px;padding-right:8px}.tb-page-step>svg{margin:0}` +
      `${up('sm')}{.tb-button.tb-page-step{min-width:64px;padding-left:16px;padding-right:16px}.tb-page-step>svg{margin-right:8px;margin-left:-4px}.tb-page-next>svg{margin-right:-4px;margin-left:8px}}`,
    `.tb-search-form{display:flex;flex-direction:row;gap:12px;max-width:720px}.tb-button.tb-search-submit{padding-left:24px;padding-right:24px;flex-shrink:0}.tb-field-adorn-medium .tb-field-adorn>svg{font-size:1.5rem}`,
    // The article page around its body: header, language versions (MUI's ToggleButtonGroup), tags, related.
    `.tb-article{max-width:800px;margin-left:auto;margin-right:auto}.tb-article-header{display:flex;flex-direction:column;gap:16px;margin-bottom:24px}`,
    `.tb-article-title{font-size:2rem;overflow-wrap:anywhere}${up('md')}{.tb-article-title{font-size:2.75rem}}.tb-article-excerpt{margin:0;font-weight:400;font-size:1.25rem;line-height:1.5;color:${p.text.secondary}}`,
    `.tb-article-byline{display:flex;flex-direction:column;gap:16px;justify-content:space-between}${up('sm')}{.tb-article-byline{flex-direction:row;align-items:center}}`,
    `.tb-article-languages{display:flex;flex-direction:row;align-items:center;gap:12px;flex-wrap:wrap}.tb-article-languages-label{display:flex;flex-direction:row;align-items:center;gap:4px}` +
      `.tb-article-languages-label>svg{width:1em;height:1em;font-size:1.25rem;fill:currentColor;color:${p.action.active};flex-shrink:0}`,
    `.tb-toggle{display:inline-flex;border-radius:${shape.borderRadius}px}.tb-toggle>button{${font}display:inline-flex;align-items:center;justify-content:center;position:relative;box-sizing:border-box;margin:0;cursor:pointer;user-select:none;` +
      `vertical-align:middle;background-color:transparent;border:1px solid ${p.divider};border-radius:${shape.borderRadius}px;padding:2px 12px;font-size:0.8125rem;font-weight:600;line-height:1.75;color:${p.action.active};text-transform:none;` +
      `transition:background-color 150ms cubic-bezier(0.4,0,0.2,1) 0ms}.tb-toggle>button:hover{background-color:${alpha(p.text.primary, p.action.hoverOpacity)}}` +
      `.tb-toggle>button[aria-pressed=true]{color:${p.text.primary};background-color:${alpha(p.text.primary, p.action.selectedOpacity)}}` +
      `.tb-toggle>button[aria-pressed=true]:hover{background-color:${alpha(p.text.primary, p.action.selectedOpacity + p.action.hoverOpacity)}}.tb-toggle>button:focus-visible{outline:2px solid ${p.primary.main};outline-offset:2px;z-index:1}` +
      `.tb-toggle>button:not(:last-child){border-top-right-radius:0;border-bottom-right-radius:0}.tb-toggle>button:not(:first-child){margin-left:-1px;border-left:1px solid transparent;border-top-left-radius:0;border-bottom-left-radius:0}`,
    `.tb-article-tags{margin-top:40px}.tb-article-tags>h2{${font}margin:0 0 12px;font-size:1rem;font-weight:${ty.h3.fontWeight};line-height:1.167}` +
      `.tb-divider{margin:48px 0;flex-shrink:0;border-width:0;border-style:solid;border-color:${p.divider};border-bottom-width:thin}` +
      `.tb-article-related{margin-bottom:48px}.tb-article-related>h2{font-size:1.6rem;margin-bottom:24px}`,
    `.tb-age-button{white-space:nowrap;flex-shrink:0}.tb-age-button>svg{display:none;margin-left:2px;margin-right:-4px}${up('lg')}{.tb-age-button>svg{display:inline-block}}`,
    `.tb-button-contained.tb-button-small{padding:4px 10px;font-size:0.8125rem}` +
      `.tb-offer{${font}position:fixed;z-index:1200;left:16px;right:16px;bottom:16px;margin:0 auto;max-width:560px;padding:16px 48px 16px 16px;display:flex;flex-wrap:wrap;align-items:center;gap:12px;` +
      `background-color:${p.background.paper};color:${p.text.primary};border-radius:${shape.borderRadius}px;box-shadow:${theme.shadows[6]}}.tb-offer>p{flex:1 1 220px}` +
      `.tb-icon-button.tb-offer-close{position:absolute;top:8px;right:8px;padding:5px;font-size:1.125rem}.tb-offer-close>svg{font-size:1.25rem}`,
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
    // PageSpinner: MUI's indeterminate CircularProgress, 40 px in the primary colour.
    `.tb-spinner-page{min-height:50vh;display:grid;place-items:center}` +
      `.tb-spinner{display:inline-block;width:40px;height:40px;color:${p.primary.main};animation:tb-spin-rotate 1.4s linear infinite}.tb-spinner>svg{display:block}` +
      `.tb-spinner circle{stroke:currentColor;stroke-dasharray:80px,200px;stroke-dashoffset:0;animation:tb-spin-dash 1.4s ease-in-out infinite}` +
      `@keyframes tb-spin-rotate{0%{transform:rotate(0deg)}100%{transform:rotate(360deg)}}` +
      `@keyframes tb-spin-dash{0%{stroke-dasharray:1px,200px;stroke-dashoffset:0}50%{stroke-dasharray:100px,200px;stroke-dashoffset:-15px}100%{stroke-dasharray:1px,200px;stroke-dashoffset:-126px}}` +
      `@media (prefers-reduced-motion:reduce){.tb-spinner,.tb-spinner circle{animation:none}}`,
    // Loading placeholders (components/PlainSkeleton.tsx): MUI's Skeleton, pulsing, in its four shapes.
    `.tb-skeleton{display:block;background-color:${alpha(p.text.primary, 0.11)};height:1.2em;animation:tb-pulse 2s ease-in-out .5s infinite}` +
      `.tb-skeleton-text{margin:0;height:auto;transform-origin:0 55%;transform:scale(1,.6);border-radius:${Math.round((shape.borderRadius / 0.6) * 10) / 10}px}.tb-skeleton-text:empty::before{content:"\\00a0"}` +
      `.tb-skeleton-rounded{border-radius:${shape.borderRadius}px}.tb-skeleton-circular{border-radius:50%}.tb-skeleton-featured{width:100%;height:420px}${up('md')}{.tb-skeleton-featured{height:380px}}` +
      `@keyframes tb-pulse{0%{opacity:1}50%{opacity:.4}100%{opacity:1}}@media (prefers-reduced-motion:reduce){.tb-skeleton{animation:none}}`,
    // Community stories (routes/StoriesPage.tsx, StoryPage.tsx, features/stories/StoryView.tsx).
    `.tb-stories-page{display:flex;flex-direction:column;gap:32px}.tb-stories-page-head{display:flex;flex-direction:column;justify-content:space-between;gap:16px}` +
      `${up('md')}{.tb-stories-page-head{flex-direction:row;align-items:flex-end}}.tb-stories-page-intro{max-width:720px}.tb-stories-page-intro .tb-h1{margin-bottom:8px}` +
      `.tb-story-page-title.tb-h1{font-size:2rem;overflow-wrap:anywhere}${up('md')}{.tb-story-page-title.tb-h1{font-size:2.75rem}}` +
      `.tb-story-missing{display:flex;flex-direction:column;gap:16px;align-items:flex-start}.tb-story-missing .tb-h1{font-size:2rem}` +
      `.tb-story-page{max-width:760px;margin-inline:auto;width:100%}.tb-story-page-back{margin:0 0 16px -8px}` +
      `.tb-story-page-header{display:flex;flex-direction:column;align-items:flex-start;gap:12px;margin-bottom:24px}` +
      `.tb-story-page-photo{margin-bottom:24px;border-radius:${shape.borderRadius * 2}px;overflow:hidden}` +
      `.tb-story-page-body{font-size:1.125rem;line-height:1.75}.tb-story-page-body p{margin:0 0 20px;white-space:pre-line;overflow-wrap:anywhere}` +
      `.tb-story-page-cta{margin-top:40px;padding:24px;border-radius:${shape.borderRadius * 2}px;background-color:${p.surface.sand}}.tb-story-page-cta .tb-body1{margin-bottom:12px}`,
    // The not-found screen (components/NotFoundScreen.tsx).
    `.tb-notfound{display:flex;flex-direction:column;align-items:center;text-align:center;gap:16px;padding:48px 0}${up('md')}{.tb-notfound{padding:80px 0}}` +
      `.tb-notfound-icon>svg{display:block;width:56px;height:56px;fill:${p.text.secondary}}.tb-notfound-text{margin:0;max-width:500px}` +
      `.tb-notfound-links{display:flex;flex-direction:column;gap:16px;margin-top:8px}${up('sm')}{.tb-notfound-links{flex-direction:row}}`,
    // Messages (components/PlainAlert.tsx): MUI's standard Alert, in the error and info colours.
    `.tb-alert{${font}display:flex;padding:6px 16px;border-radius:${shape.borderRadius}px;font-size:${ty.body2.fontSize};font-weight:${ty.body2.fontWeight};line-height:${ty.body2.lineHeight}}` +
      `.tb-alert-icon{display:flex;margin-right:12px;padding:7px 0;font-size:22px;opacity:.9}.tb-alert-icon>svg{width:1em;height:1em;fill:currentColor}.tb-alert-message{padding:8px 0;min-width:0;overflow:auto}` +
      (['error', 'info'] as const).map((c) => `.tb-alert-${c}{color:${darken(p[c].light, 0.6)};background-color:${lighten(p[c].light, 0.9)}}.tb-alert-${c} .tb-alert-icon{color:${p[c].main}}`).join(''),
  ].join('\n');
}
