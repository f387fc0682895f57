import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { shouldOfferIndonesian } from './languageChoice';

/** Whether the Indonesian offer shows: on the English home, after hydration (the server cannot know the browser's languages). */
export function useLanguageOffer(): [boolean, () => void] {
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState(false);
  useEffect(() => setWanted(shouldOfferIndonesian()), []);
  return [wanted && pathname === '/', () => setWanted(false)];
}
