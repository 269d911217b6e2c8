import { onboardingMessages as m } from './messages';
import {
  canFinish,
  journeyStep,
  MAX_GENRES,
  nextJourneyPath,
  preferredTagsError,
  toggleGenre,
} from './validation';

describe('genre onboarding rules', () => {
  it('toggles genres on and off, refusing a fourth with the spec message', () => {
    let s = toggleGenre([], 'Romance').selected;
    s = toggleGenre(s, 'Horror').selected;
    s = toggleGenre(s, 'Fantasy').selected;
    expect(s).toEqual(['Romance', 'Horror', 'Fantasy']);
    const fourth = toggleGenre(s, 'Poetry');
    expect(fourth).toEqual({ selected: s, refused: m.tooManyGenres });
    expect(m.tooManyGenres).toBe(
      'Oops, you can only select three genres. Try removing one before adding another.',
    );
    expect(toggleGenre(s, 'Horror')).toEqual({ selected: ['Romance', 'Fantasy'], refused: null });
    expect(MAX_GENRES).toBe(3);
  });

  it('enables Finish with at least one genre', () => {
    expect(canFinish([])).toBe(false);
    expect(canFinish(['Romance'])).toBe(true);
  });

  it('checks preferredTags on the server: at most three, all known', () => {
    const known = ['Romance', 'Horror', 'Fantasy', 'Poetry'];
    expect(preferredTagsError(['Romance'], known)).toBeNull();
    expect(preferredTagsError(known, known)).toBe(m.tooManyGenres);
    expect(preferredTagsError(['Knitting'], known)).toBe(m.unknownGenre);
  });
});

describe('writer journey paths', () => {
  it('knows the three steps and nothing else', () => {
    expect(journeyStep('/start/writerjourney')).toBe('type');
    expect(journeyStep('/start/writerjourney/')).toBe('type');
    expect(journeyStep('/start/writerjourney/motivation')).toBe('motivation');
    expect(journeyStep('/start/writerjourney/motivation/novel')).toBe('novel');
    expect(journeyStep('/start/writerjourney/other')).toBeNull();
  });

  it('sends a reader and "none" to /start and carries the motivation in the hash', () => {
    expect(nextJourneyPath('type', 'reader')).toBe('/start');
    expect(nextJourneyPath('type', 'reader_writer')).toBe('/start/writerjourney/motivation');
    expect(nextJourneyPath('motivation', 'none')).toBe('/start?nextUrl=%2Fmyworks');
    expect(nextJourneyPath('motivation', 'professional')).toBe(
      '/start/writerjourney/motivation/novel?motivation=professional#professional',
    );
    expect(nextJourneyPath('novel', 'yes')).toBe('/start?nextUrl=%2Fmyworks');
  });
});
