/**
 * Story notes (writing-paid-content §3 "Story notes", §4, §5): the planner's fields, its limits,
 * the empty notes, and the wire form (`GET /v5/stories/{id}/notes`, `POST /v5/stories`): the
 * protagonist's attributes and the opportunity's types travel comma-joined.
 */
export const NOTES_LIMITS = {
  name: 20,
  otherNames: 50,
  attributes: 250,
  attributesCount: 10,
  goalDescription: 75,
  outcome: 150,
  logline: 150,
  sliderMin: -5,
  sliderMax: 5,
} as const;

export const PRONOUNS = ['he', 'she', 'they'] as const;
export const GOAL_TYPES = [
  'acquire',
  'explore',
  'escape',
  'find',
  'protect',
  'survive',
  'accept',
  'appreciate',
  'forget',
  'learn',
  'love',
  'self_actualize',
] as const;
export const OPPORTUNITY_TYPES = ['paid', 'publishing', 'books', 'entertain', 'all'] as const;
export const STORY_PROGRESS = ['in_progress', 'halfway', 'editing', 'complete'] as const;

export const PROTAGONIST_SLIDERS = [
  'extrovert_introvert',
  'likeable',
  'focus_past_future',
  'thinking_feeling',
  'decisive_improvise',
  'laidback_serious',
] as const;
export const GOAL_SLIDERS = [
  'change_themselves_surroundings',
  'explore_emotions_world',
  'navigate_familiar_unfamiliar',
  'recall_past',
  'find_meaning',
  'take_keep',
] as const;

export type Pronoun = (typeof PRONOUNS)[number];
export type GoalType = (typeof GOAL_TYPES)[number];
export type OpportunityType = (typeof OPPORTUNITY_TYPES)[number];
export type StoryProgress = (typeof STORY_PROGRESS)[number];
export type ProtagonistSlider = (typeof PROTAGONIST_SLIDERS)[number];
export type GoalSlider = (typeof GOAL_SLIDERS)[number];

/** The notes as the editor holds them (lists as arrays; null: not chosen yet). */
export interface StoryNotes {
  protagonist: {
    name: string;
    other_names: string;
    pronoun: Pronoun | null;
    attributes: string[];
    /** -1 negative, 0 none/minimal, 1 positive. */
    personality_change: -1 | 0 | 1 | null;
  } & Record<ProtagonistSlider, number>;
  protagonist_goal: {
    description: string;
    /** 0 physical, 1 emotional. */
    physical_emotional: 0 | 1 | null;
    type: GoalType | null;
    outcome: string;
    succeed: 0 | 1 | null;
    outcome_feeling: 0 | 1 | null;
  } & Record<GoalSlider, number>;
  opportunity: {
    interested: 0 | 1 | null;
    types: OpportunityType[];
    logline: string;
    story_progress: StoryProgress | null;
  };
}

/** On the wire: the same, with `attributes` and `types` comma-joined and the story id. */
export interface StoryNotesWire {
  id: number;
  protagonist: Omit<StoryNotes['protagonist'], 'attributes'> & { attributes: string };
  protagonist_goal: StoryNotes['protagonist_goal'];
  opportunity: Omit<StoryNotes['opportunity'], 'types'> & { types: string };
}

const sliders = <K extends string>(keys: readonly K[]): Record<K, number> =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** Empty notes (also what a failed load gives, §4). */
export const emptyNotes = (): StoryNotes => ({
  protagonist: {
    name: '',
    other_names: '',
    pronoun: null,
    attributes: [],
    personality_change: null,
    ...sliders(PROTAGONIST_SLIDERS),
  },
  protagonist_goal: {
    description: '',
    physical_emotional: null,
    type: null,
    outcome: '',
    succeed: null,
    outcome_feeling: null,
    ...sliders(GOAL_SLIDERS),
  },
  opportunity: { interested: null, types: [], logline: '', story_progress: null },
});

/** A comma-joined list back to its items: trimmed, no empties, no duplicates. */
export const splitList = (s: string): string[] => [
  ...new Set(
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  ),
];

/** Text fields are trimmed before saving (§5). */
export function trimNotes(n: StoryNotes): StoryNotes {
  return {
    protagonist: {
      ...n.protagonist,
      name: n.protagonist.name.trim(),
      other_names: n.protagonist.other_names.trim(),
      attributes: splitList(n.protagonist.attributes.join(',')),
    },
    protagonist_goal: {
      ...n.protagonist_goal,
      description: n.protagonist_goal.description.trim(),
      outcome: n.protagonist_goal.outcome.trim(),
    },
    opportunity: { ...n.opportunity, logline: n.opportunity.logline.trim() },
  };
}

/** The body of `POST /v5/stories`: trimmed, lists comma-joined. */
export function notesToWire(storyId: number, notes: StoryNotes): StoryNotesWire {
  const n = trimNotes(notes);
  return {
    id: storyId,
    protagonist: { ...n.protagonist, attributes: n.protagonist.attributes.join(',') },
    protagonist_goal: n.protagonist_goal,
    opportunity: { ...n.opportunity, types: n.opportunity.types.join(',') },
  };
}

/** An answer of `GET /v5/stories/{id}/notes` back to the editor's form. */
export function notesFromWire(w: StoryNotesWire): StoryNotes {
  return {
    protagonist: { ...w.protagonist, attributes: splitList(w.protagonist.attributes) },
    protagonist_goal: w.protagonist_goal,
    opportunity: { ...w.opportunity, types: splitList(w.opportunity.types) as OpportunityType[] },
  };
}

/** The attributes' length as limited (§5: 250 characters in total): their comma-joined text. */
export const attributesLength = (attributes: readonly string[]): number => attributes.join(',').length;

/** Whether one more attribute fits (10 at most, 250 characters in total). */
export const canAddAttribute = (attributes: readonly string[], next: string): boolean =>
  attributes.length < NOTES_LIMITS.attributesCount &&
  attributesLength([...attributes, next]) <= NOTES_LIMITS.attributes;

/** Submit needs every field filled (§4, §5); the opportunity's types only when interested. */
export function isNotesComplete(notes: StoryNotes): boolean {
  const n = trimNotes(notes);
  const p = n.protagonist;
  const g = n.protagonist_goal;
  const o = n.opportunity;
  return (
    p.name !== '' &&
    p.other_names !== '' &&
    p.pronoun !== null &&
    p.attributes.length > 0 &&
    p.personality_change !== null &&
    g.description !== '' &&
    g.physical_emotional !== null &&
    g.type !== null &&
    g.outcome !== '' &&
    g.succeed !== null &&
    g.outcome_feeling !== null &&
    o.interested !== null &&
    (o.interested === 0 || o.types.length > 0) &&
    o.logline !== '' &&
    o.story_progress !== null
  );
}
