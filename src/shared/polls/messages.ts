/** Polls: every user-visible text. Verbatim from the spec where it gives one; the rest is ours. */
export const POLLS_MESSAGES = {
  // reading-discovery §8 "Poll answer failure"; writing-paid-content §8 "Poll"
  failed: 'Something went wrong. Please try again',
  noUrls: 'Polls may not include URLs',
  // Our words for the rules of writing-paid-content §5 "Poll" (the spec gives the limits, not texts)
  questionLength: 'The question must be 3 to 200 characters long',
  answerLength: 'Each answer must be 1 to 140 characters long',
  answerCount: 'A poll has 2 to 5 answers',
  // API answers for bad input and permissions (ours)
  pollNotFound: 'Poll not found',
  optionNotInPoll: 'That answer is not one of this poll’s answers',
  ownerCannotVote: 'You cannot vote on a poll of your own story',
  alreadyAnswered: 'You have already answered this poll',
  verifyEmail: 'Verify your email address to vote on polls',
  notYourStory: 'Only the story’s writer can change its polls',
  wrongType: 'Polls are single-answer polls (type singleAnswerPoll)',
  onePerPart: 'This part already has a poll: delete it to make another',
} as const;

/** The poll block and its editor (ours: the spec names the states, not the words). */
export const POLL_TEXT = {
  heading: 'Poll',
  vote: 'Vote',
  votes: (n: number) => `${n} ${n === 1 ? 'vote' : 'votes'}`,
  yourAnswer: 'Your answer',
  ownerNote: 'Readers of your story see this poll. You see its results.',
  addPoll: 'Add a poll',
  questionLabel: 'Question',
  answerLabel: (n: number) => `Answer ${n}`,
  addAnswer: 'Add an answer',
  removeAnswer: (n: number) => `Remove answer ${n}`,
  save: 'Save poll',
  saving: 'Saving…',
  discard: 'Discard',
  deletePoll: 'Delete poll',
  dismiss: 'Dismiss',
  thanks: 'Thanks for answering. The results so far:',
  backToStory: 'Back to the story',
} as const;
