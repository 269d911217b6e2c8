import { genreMessages } from './genreMessages';

/** Onboarding (genre screen, success screen, writer journey): user-visible texts. */
export const onboardingMessages = {
  ...genreMessages,
  // §2 Onboarding genre screen and success screen
  successTitle: 'All done',
  successText: 'Thank you! We will use your picks to find stories you will love.',
  startReading: 'Start reading',
  /** The success screen's button when onboarding goes on to the writing studio (ours). */
  startWriting: 'Start writing',
  finish: 'Finish',
  // ours (the spec shows no wording)
  greeting: (username: string) => `Hi ${username}, what do you like to read?`,
  genreHint: 'Pick up to three genres.',
  noGenre: 'Choose at least one genre.',
  selectedCount: (n: number) => `${n} selected`,
  // writing-paid-content §2 "Writer onboarding" (questions: ours)
  skip: 'Skip',
  next: 'Next',
  typeQuestion: 'Are you here to read, to write, or both?',
  motivationQuestion: 'What brings you to writing?',
  novelQuestion: 'Have you finished a novel?',
  badAnswer: 'Choose one of the answers.',
  notYours: 'You can only see or change your own onboarding answers.',
} as const;

export const USER_TYPE_LABELS = {
  reader: 'I read',
  writer: 'I write',
  reader_writer: 'Both',
} as const;

export const WRITER_STAGE_LABELS = {
  fun: 'Writing for fun',
  researching: 'Researching how to get started',
  pursuing_career: 'Pursuing a writing career',
  professional: 'I am a professional writer',
  none: 'None of these',
} as const;

export const FINISHED_STORY_LABELS = {
  yes: 'Yes',
  almost: 'Almost',
  no: 'Not yet',
} as const;
