import { READS_URL, watchRead } from './readBeacon';

let visibility: DocumentVisibilityState = 'visible';
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
  (navigator as unknown as { sendBeacon: jest.Mock }).sendBeacon = jest.fn(() => true);
});
afterEach(() => jest.useRealTimers());

const beacon = () => (navigator as unknown as { sendBeacon: jest.Mock }).sendBeacon;

it('sends one beacon with the article id after 5 s of visible reading, not before', () => {
  const stop = watchRead(7, null);
  jest.advanceTimersByTime(4_900);
  expect(beacon()).not.toHaveBeenCalled();
  jest.advanceTimersByTime(200);
  expect(beacon()).toHaveBeenCalledTimes(1);
  expect(beacon()).toHaveBeenCalledWith(READS_URL, JSON.stringify({ articleId: 7 }));
  jest.advanceTimersByTime(60_000);
  expect(beacon()).toHaveBeenCalledTimes(1);
  stop();
});

it('does not count time in a hidden tab, and sends nothing when the reader leaves first', () => {
  const stop = watchRead(8, null);
  jest.advanceTimersByTime(3_000);
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
  jest.advanceTimersByTime(30_000);
  expect(beacon()).not.toHaveBeenCalled();
  visibility = 'visible';
  document.dispatchEvent(new Event('visibilitychange'));
  jest.advanceTimersByTime(1_000);
  expect(beacon()).not.toHaveBeenCalled();
  stop();
  jest.advanceTimersByTime(10_000);
  expect(beacon()).not.toHaveBeenCalled();
});
