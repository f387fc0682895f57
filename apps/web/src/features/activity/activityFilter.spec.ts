import { actionLabel, activityFilterError, EMPTY_ACTIVITY_FILTER, toActivityFilter, typeLabel } from './activityFilter';

it('sends only the filters that are set, dates as the whole days picked', () => {
  expect(toActivityFilter(EMPTY_ACTIVITY_FILTER)).toEqual({});
  const filter = toActivityFilter({ actorId: '3', entityType: 'article', from: '2026-11-01', to: '2026-11-02' });
  expect(filter.actorId).toBe(3);
  expect(filter.entityType).toBe('article');
  expect(new Date(filter.to!).getTime() - new Date(filter.from!).getTime()).toBe(2 * 86_400_000);
  expect(toActivityFilter({ ...EMPTY_ACTIVITY_FILTER, actorId: 'x' })).toEqual({});
});

it('refuses a To before From', () => {
  expect(activityFilterError({ ...EMPTY_ACTIVITY_FILTER, from: '2026-11-02', to: '2026-11-01' })).toBe('To must not be before From');
  expect(activityFilterError({ ...EMPTY_ACTIVITY_FILTER, from: '2026-11-01', to: '2026-11-01' })).toBeUndefined();
});

it('names actions and types for people', () => {
  expect(actionLabel('publish')).toBe('Published');
  expect(actionLabel('SUBMIT')).toBe('Submitted for review');
  expect(actionLabel('two_step_enabled')).toBe('Two step enabled');
  expect(typeLabel('ageGroup')).toBe('Age group');
  expect(typeLabel('article')).toBe('Article');
});
