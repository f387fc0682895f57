import { useState } from 'react';

/**
 * True from the first time `open` is true on. Overlays that are loaded lazily (they are not part of
 * the first render) mount then and stay mounted, as they did when they were loaded with the page.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
