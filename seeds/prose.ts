/**
 * A small phrase-bank grammar that writes plausible story prose, titles and blurbs for seeds.
 * Output is plain text (HTML-escaping happens when parts are stored). Deterministic for a given Rng.
 */
import type { Rng } from './random';
import * as W from './words';
import type { Flavour } from './words';

const w = (list: string): string[] => list.split('|');

export interface Character {
  name: string;
  sub: string;
  obj: string;
  pos: string;
}

export interface Cast {
  hero: Character;
  other: Character;
  third: Character;
  flavour: Flavour;
}

const PRONOUNS: Array<Omit<Character, 'name'>> = [
  { sub: 'she', obj: 'her', pos: 'her' },
  { sub: 'he', obj: 'him', pos: 'his' },
  { sub: 'she', obj: 'her', pos: 'her' },
  { sub: 'he', obj: 'him', pos: 'his' },
  { sub: 'they', obj: 'them', pos: 'their' },
];

export function makeCast(rng: Rng, flavour: Flavour): Cast {
  const [a, b, c] = rng.sample(W.FIRST_NAMES, 3);
  return {
    hero: { name: a, ...rng.pick(PRONOUNS) },
    other: { name: b, ...rng.pick(PRONOUNS) },
    third: { name: c, ...rng.pick(PRONOUNS) },
    flavour,
  };
}

const NARRATION = w(
  '{H} {move} the {place}, {hp} {body} still {state}.|The {place} smelled of {sense} and {sense}.|' +
    'Somewhere beyond the {place}, {sound}.|{H} had not expected {O} to come back, not after {memory}.|' +
    'For a long moment, neither of them spoke.|{O} {gesture} toward the {object}, as if it might explain everything.|' +
    'It was the kind of {time} that made {H} think of {memory}.|' +
    '{H} turned the {object} over in {hp} hands, searching for a mark {hs} already knew was there.|' +
    '{H} felt {emotion} rise in {hp} chest, sharp and sudden.|By the time the {light} faded, the {place} was empty.|' +
    'Nothing in the {place} had changed, and yet everything felt different.|Ever since {threat}, nothing had been simple.|' +
    '{O} laughed, but it sounded hollow.|The {object} was exactly where {T} had said it would be.|' +
    '{H} counted to ten, then to twenty, and still the {place} stayed quiet.|' +
    'If {hs} wanted to {goal}, {hs} would need {O}\u2019s help.|{T} would have known what to do.|Outside, {weather}.|' +
    '{H} pressed {hp} palm against the cold glass and waited.|Every instinct told {ho} to run.|' +
    '{O} was watching {ho} with an expression {H} couldn\u2019t read.|' +
    'The silence stretched until it felt like a third person in the room.|' +
    'Later, {hs} would remember this as the moment everything changed.|' +
    '{H} thought of the {object} and of everything it had cost.|There was {emotion} in {O}\u2019s eyes, and something else too.|' +
    '{H} had rehearsed this a hundred times, and none of the words came now.|' +
    'The {light} caught the edge of the {object} and for a second it seemed to glow.|' +
    '{O} took a step closer, then seemed to think better of it.|It would be {dawn} soon, and {T} would be waiting.',
);

const DIALOGUE = w(
  '\u201cWe don\u2019t have much time,\u201d {O} said.|\u201cYou kept the {object},\u201d {H} whispered. \u201cAll this time.\u201d|' +
    '\u201cTell me the truth,\u201d {H} said. \u201cJust once.\u201d|' +
    '\u201cI never meant for any of this to happen,\u201d {O} said quietly.|\u201cWhere were you when {threat}?\u201d|' +
    '\u201cDon\u2019t,\u201d {O} said. \u201cNot here.\u201d|\u201cIf we\u2019re going to {goal}, we do it together,\u201d {H} said.|' +
    '\u201cDo you trust me?\u201d {O} asked.|\u201c{T} is lying to us,\u201d {H} said. \u201cI\u2019m sure of it now.\u201d|' +
    '\u201cThen we go tonight,\u201d {O} said, already reaching for the {object}.|\u201cYou should sit down,\u201d {O} said gently.|' +
    '\u201cI\u2019m not afraid of you,\u201d {H} said, and almost believed it.|\u201cWhat happened at the {place}?\u201d {O} asked.',
);

const SHORT = w(
  'Then the {object} was gone.|{H} didn\u2019t answer.|Silence.|And then {O} smiled.|Not yet.|{H} ran.',
);

const WEATHER = w(
  'the rain kept falling|the wind rattled the shutters|the first snow had started|' +
    'the fog swallowed the street|a storm was gathering over the hills',
);

const NUMBER = w('two|three|four|five|seven|ten');
const DAWN = w('dawn|dusk|midnight|morning|nightfall');

type TokenFn = (rng: Rng, cast: Cast) => string;
const flav = (c: Cast) => W.FLAVOURS[c.flavour];

const TOKENS: Record<string, TokenFn> = {
  H: (_, c) => c.hero.name,
  O: (_, c) => c.other.name,
  T: (_, c) => c.third.name,
  hs: (_, c) => c.hero.sub,
  ho: (_, c) => c.hero.obj,
  hp: (_, c) => c.hero.pos,
  place: (r, c) => r.pick(flav(c).places),
  object: (r, c) => r.pick(flav(c).objects),
  threat: (r, c) => r.pick(flav(c).threats),
  goal: (r, c) => r.pick(flav(c).goals),
  emotion: (r) => r.pick(W.EMOTIONS),
  sense: (r) => r.pick(W.SENSES),
  time: (r) => r.pick(W.TIMES),
  body: (r) => r.pick(W.BODY),
  state: (r) => r.pick(W.STATES),
  move: (r) => r.pick(W.MOVES),
  gesture: (r) => r.pick(W.GESTURES),
  sound: (r) => r.pick(W.SOUNDS),
  memory: (r) => r.pick(W.MEMORIES),
  light: (r) => r.pick(W.LIGHTS),
  weather: (r) => r.pick(WEATHER),
  n: (r) => r.pick(NUMBER),
  dawn: (r) => r.pick(DAWN),
};

/** Fills `{token}`s (also inside chosen words, e.g. a goal that mentions `{hp}`). */
export function fill(rng: Rng, cast: Cast, template: string): string {
  let out = template;
  for (let depth = 0; depth < 3 && out.includes('{'); depth++) {
    out = out.replace(/\{(\w+)\}/g, (whole, key: string) => (TOKENS[key] ? TOKENS[key](rng, cast) : whole));
  }
  return out.charAt(0).toUpperCase() + out.slice(1);
}

/** One paragraph of plain text. */
export function paragraph(rng: Rng, cast: Cast): string {
  const roll = rng.next();
  if (roll < 0.08) return fill(rng, cast, rng.pick(SHORT));
  if (roll < 0.38) {
    const line = fill(rng, cast, rng.pick(DIALOGUE));
    return rng.chance(0.5) ? `${line} ${fill(rng, cast, rng.pick(NARRATION))}` : line;
  }
  const n = rng.int(2, 5);
  const sentences: string[] = [];
  const used = new Set<string>();
  for (let i = 0; i < n; i++) {
    let template = rng.pick(NARRATION);
    for (let tries = 0; used.has(template) && tries < 4; tries++) template = rng.pick(NARRATION);
    used.add(template);
    sentences.push(fill(rng, cast, template));
  }
  return sentences.join(' ');
}

export function paragraphs(rng: Rng, cast: Cast, count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(paragraph(rng, cast));
  return out;
}

/** A short poem as paragraphs (stanzas); lines are joined with spaces and a slash-free rhythm. */
export function poemStanzas(rng: Rng, cast: Cast, count: number): string[] {
  const f = W.FLAVOURS[cast.flavour];
  const lines = () =>
    [
      `I kept the ${rng.pick(f.objects)} by the window,`,
      `the way you kept ${rng.pick(W.MEMORIES).replace('{hp}', 'your')};`,
      `${rng.pick(W.SENSES)} on the air, ${rng.pick(W.EMOTIONS)} in my hands,`,
      `and the ${rng.pick(W.LIGHTS)} going out like a held breath.`,
    ].join(' ');
  return Array.from({ length: count }, lines);
}

const LOCAL_TITLES: Record<string, { heads: string[]; tails: string[]; chapter: string; sep: string }> = {
  fr: {
    heads: w(
      "La Reine|Le Jardin|L'Héritière|Les Ombres|Le Secret|La Promesse|Le Dernier Été|La Nuit|Le Royaume|La Lettre|Le Pacte|La Maison",
    ),
    tails: w("de Sel|des Ombres|du Nord|d'Hiver|de Minuit|de Cendres|des Étoiles|de Lune|du Roi|d'Argent"),
    chapter: 'Chapitre',
    sep: ' : ',
  },
  es: {
    heads: w(
      'La Reina|El Jardín|La Heredera|Las Sombras|El Secreto|La Promesa|El Último Verano|La Noche|El Reino|La Carta|El Pacto|La Casa',
    ),
    tails: w(
      'de Sal|de las Sombras|del Norte|de Invierno|de Medianoche|de Ceniza|de las Estrellas|de Luna|del Rey|de Plata',
    ),
    chapter: 'Capítulo',
    sep: ': ',
  },
  pt: {
    heads: w(
      'A Rainha|O Jardim|A Herdeira|As Sombras|O Segredo|A Promessa|O Último Verão|A Noite|O Reino|A Carta|O Pacto|A Casa',
    ),
    tails: w(
      'de Sal|das Sombras|do Norte|de Inverno|da Meia-Noite|de Cinzas|das Estrelas|da Lua|do Rei|de Prata',
    ),
    chapter: 'Capítulo',
    sep: ': ',
  },
  de: {
    heads: w(
      'Die Königin|Der Garten|Die Erbin|Die Schatten|Das Geheimnis|Das Versprechen|Der Letzte Sommer|Die Nacht|Das Königreich|Der Brief',
    ),
    tails: w(
      'aus Salz|des Nordens|im Winter|um Mitternacht|aus Asche|der Sterne|des Mondes|des Königs|aus Silber',
    ),
    chapter: 'Kapitel',
    sep: ': ',
  },
  it: {
    heads: w(
      "La Regina|Il Giardino|L'Erede|Le Ombre|Il Segreto|La Promessa|L'Ultima Estate|La Notte|Il Regno|La Lettera",
    ),
    tails: w(
      "di Sale|delle Ombre|del Nord|d'Inverno|di Mezzanotte|di Cenere|delle Stelle|della Luna|del Re|d'Argento",
    ),
    chapter: 'Capitolo',
    sep: ': ',
  },
};

const CHAPTER_PHRASES = w(
  'First Light|The Long Road|What the River Knew|Ashes|A Door Left Open|Small Mercies|The Letter|Homecoming|' +
    'No Way Back|Midnight|The Truth|Fault Lines|Borrowed Time|Storm Warning|The Bargain|Old Wounds|Crossing Over|' +
    'Still Water|The Other Side|Echoes|Unravelling|Into the Dark|Morning After|Safe Harbour|Breaking Point',
);

/** A story title in the story's language (`code` from `languages.code`). */
export function storyTitle(rng: Rng, flavour: Flavour, code = 'en'): string {
  const local = LOCAL_TITLES[code];
  if (local) {
    const head = rng.pick(local.heads);
    const stem = head.split(/[ ']/).pop() ?? head;
    const tails = local.tails.filter((t) => !t.includes(stem));
    return `${head} ${rng.pick(tails)}`;
  }
  const f = W.FLAVOURS[flavour];
  const adj = rng.pick(f.titleAdjectives);
  const noun = rng.pick(f.titleNouns);
  switch (rng.int(0, 4)) {
    case 0:
      return `${adj} ${noun}`;
    case 1:
      return `A ${adj} ${noun}`;
    case 2:
      return `${noun} of ${rng.pick(TITLE_ABSTRACTS)}`;
    default:
      return `The ${adj} ${noun}`;
  }
}

/** "Chapter 3: The Long Road" (localised "Chapitre 3 : La Nuit"); position 1 is sometimes a prologue. */
export function partTitle(rng: Rng, position: number, code = 'en'): string {
  const local = LOCAL_TITLES[code];
  if (local) return `${local.chapter} ${position}${local.sep}${rng.pick(local.heads)}`;
  if (position === 1 && rng.chance(0.25)) return 'Prologue';
  return `Chapter ${position}: ${rng.pick(CHAPTER_PHRASES)}`;
}

const TITLE_ABSTRACTS = w(
  'Ashes|Salt|Storms|Shadows|Roses|Silence|Embers|Glass|Midnight|Secrets|Thorns|Stars',
);

const BLURB_ENDINGS = w(
  'Some secrets are meant to stay buried.|Nothing will ever be the same.|' +
    'The only way out is through.|Not everyone will make it home.|Trust no one. Least of all yourself.',
);

/** Two or three sentences for `stories.description`. */
export function storyDescription(rng: Rng, cast: Cast): string {
  const first = fill(rng, cast, '{H} has spent years trying to forget {memory}.');
  const second = fill(
    rng,
    cast,
    'But when {threat}, {hs} must {goal}, with the help of {O}, the one person {hs} swore never to trust again.',
  );
  return rng.chance(0.6) ? `${first} ${second}\n\n${rng.pick(BLURB_ENDINGS)}` : `${first} ${second}`;
}
