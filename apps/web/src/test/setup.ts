import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { addCatalogue } from '../i18n/catalogues';
import en from '../i18n/en.json';
import id from '../i18n/id.json';

// MUI X and react-router read these; jsdom lacks them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The reader's texts in both languages, as the server render has them (i18n/catalogues.ts; the browser loads its page's).
addCatalogue('en', en);
addCatalogue('id', id);
