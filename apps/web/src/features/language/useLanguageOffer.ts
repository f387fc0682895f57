import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { shouldOfferIndonesian } from './languageChoice';

/** Whether the Indonesian offer shows: on the English home, after hydration (the server cannot know the browser's languages). */
export function useLanguageOffer(): [boolean, () => void] {
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState(false);
  const home = pathname === '/';
  const asked = useRef(false);
  // Asked once, when the English home first shows: reading the cookie is a round trip to the
  // browser's process, for nothing on the other pages. A dismissed offer stays dismissed.
  useEffect(() => {
    if (!home || asked.current) return;
    asked.current = true;
    setWanted(shouldOfferIndonesian());
  }, [home]);
  return [wanted && home, () => setWanted(false)];
}
