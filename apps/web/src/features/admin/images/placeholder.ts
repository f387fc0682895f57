/** Shown instead of a broken or missing image: an inline SVG, so nothing is fetched. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120">' +
      '<rect width="160" height="120" fill="#efe9df"/>' +
      '<path d="M52 82l20-24 14 16 10-11 16 19z" fill="#c9bfae"/>' +
      '<circle cx="98" cy="44" r="8" fill="#c9bfae"/></svg>',
  );
