import { STORY_MESSAGES, containsHtml, isConsentGiven, storyPath, validateStory } from './stories';

const ok = { title: 'A good night', body: 'x'.repeat(200), email: 'a@example.com', language: 'en', consent: true };

describe('validateStory (issue 30)', () => {
  it('accepts a complete story, with or without a name and age', () => {
    expect(validateStory(ok)).toEqual({});
    expect(validateStory({ ...ok, displayName: 'Rina', ageGroup: 'toddler' })).toEqual({});
  });

  it('counts characters as a reader does (an emoji is one) and checks 200 to 5,000', () => {
    expect(validateStory({ ...ok, body: '👶'.repeat(200) })).toEqual({});
    expect(validateStory({ ...ok, body: 'x'.repeat(199) }).body).toBe(STORY_MESSAGES.en.bodyTooShort(199));
    expect(validateStory({ ...ok, body: 'x'.repeat(5001) }).body).toBe(STORY_MESSAGES.en.bodyTooLong(5001));
  });

  it('refuses tags in any field but lets plain text say "3 < 5"', () => {
    expect(containsHtml('3 < 5 and 5 > 3')).toBe(false);
    expect(containsHtml('<b>')).toBe(true);
    expect(containsHtml('< /p>')).toBe(true);
    expect(containsHtml('<!-- x -->')).toBe(true);
    expect(validateStory({ ...ok, displayName: '<a href=x>' }).displayName).toBe(STORY_MESSAGES.en.noHtml);
  });

  it('answers in Indonesian for Indonesian', () => {
    const errors = validateStory({ language: 'id' }, 'id');
    expect(errors).toEqual({
      title: STORY_MESSAGES.id.titleRequired,
      body: STORY_MESSAGES.id.bodyRequired,
      email: STORY_MESSAGES.id.emailRequired,
      consent: STORY_MESSAGES.id.consentRequired,
    });
  });

  it('reads a ticked box from a form or JSON, and builds addresses in both languages', () => {
    expect(['on', 'true', true].every(isConsentGiven)).toBe(true);
    expect([undefined, false, 'off', ''].some(isConsentGiven)).toBe(false);
    expect(storyPath('a-night', 'id')).toBe('/id/stories/a-night');
    expect(storyPath('a-night')).toBe('/stories/a-night');
  });
});
