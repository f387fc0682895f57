import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// MUI X and react-router read these; jsdom lacks them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
