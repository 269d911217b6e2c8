/** Word banks for the seed prose generator (`prose.ts`). Lists are `|`-separated to stay compact. */

const w = (list: string): string[] => list.split('|');

export type Flavour =
  | 'romance'
  | 'fantasy'
  | 'scifi'
  | 'mystery'
  | 'horror'
  | 'paranormal'
  | 'adventure'
  | 'contemporary'
  | 'historical'
  | 'poetry';

/** Category id (migrations/20261122000004) → flavour of generated text. */
export const CATEGORY_FLAVOUR: Record<number, Flavour> = {
  4: 'romance',
  24: 'romance',
  30: 'romance',
  3: 'fantasy',
  5: 'scifi',
  8: 'mystery',
  9: 'horror',
  12: 'paranormal',
  18: 'paranormal',
  22: 'paranormal',
  11: 'adventure',
  14: 'adventure',
  1: 'contemporary',
  6: 'contemporary',
  7: 'contemporary',
  13: 'contemporary',
  16: 'contemporary',
  17: 'contemporary',
  19: 'contemporary',
  21: 'contemporary',
  31: 'contemporary',
  32: 'contemporary',
  23: 'historical',
  10: 'historical',
  2: 'poetry',
};

export const FIRST_NAMES = w(
  'Mara|Elias|Noor|Theo|Ines|Callum|Rosalind|Kai|Juniper|Tomas|Wren|Idris|Celeste|Bastian|Amara|Felix|Saoirse|Mateo|Ottilie|Rafael|Isla|Jonah|Leona|Dmitri|Priya|August|Hana|Silas|Marisol|Cassian|Yara|Edmund|Lucia|Ronan|Beatrix|Emre|Talia|Oscar|Freya|Nico|Vivienne|Arlo|Zainab|Hugo|Clementine',
);

export const SURNAMES = w(
  'Ashdown|Vale|Okafor|Lindqvist|Moreau|Castellan|Reyes|Thorne|Nakamura|Blackwood|Sørensen|Delacroix|Marsh|Quill|Adeyemi|Fairweather|Romano|Kestrel|Havel|Ferreira|Winslow|Bellamy|Draper|Salcedo|Whitlock|Ionescu|Harrow|Lachance|Mbeki|Silva',
);

export const USER_WORDS = w(
  'ink|quill|moon|fable|lantern|willow|ember|paper|story|tales|reads|writes|nova|saga|echo|velvet|tide|raven|honey|cobalt|maple|pages|verse|dusk',
);

export const COUNTRIES = w('US|GB|CA|AU|PH|ID|FR|ES|MX|BR|DE|IT|TR|IN|NG');

interface FlavourWords {
  places: string[];
  objects: string[];
  threats: string[];
  titleAdjectives: string[];
  titleNouns: string[];
  goals: string[];
  tags: string[];
}

export const FLAVOURS: Record<Flavour, FlavourWords> = {
  romance: {
    places: w('bookshop|harbour café|rooftop garden|train platform|wedding tent|vineyard|old flat'),
    objects: w('letter|borrowed scarf|playlist|silver ring|umbrella|polaroid|coffee cup'),
    threats: w('an old flame came back|the contract ended|the summer ran out|the secret came out'),
    titleAdjectives: w('Borrowed|Unwritten|Accidental|Sweet|Reckless|Last|Golden'),
    titleNouns: w('Summer|Promise|Heart|Vow|Kiss|Season|Arrangement'),
    goals: w('admit what {hs} felt|choose between two lives|keep the fake engagement going'),
    tags: w('romance|love|slowburn|enemiestolovers|fakedating|secondchance|friendstolovers'),
  },
  fantasy: {
    places: w('salt marsh|tower library|throne room|forest road|river crossing|ruined chapel'),
    objects: w('crown|map of the old kingdom|rune-stone|sword|silver key|spellbook|lantern'),
    threats: w('the queen fell ill|the wards began to fail|the dragon woke|the heir vanished'),
    titleAdjectives: w('Salt|Hollow|Ember|Iron|Starless|Thorned|Gilded|Ashen'),
    titleNouns: w('Queen|Crown|Throne|Witch|Kingdom|Blade|Oath|Heir'),
    goals: w('break the curse|find the lost heir|reach the northern gate|steal back the crown'),
    tags: w('fantasy|magic|dragons|fae|kingdom|witch|quest|royalty'),
  },
  scifi: {
    places: w('observation deck|cargo bay|colony dome|launch site|med-bay|relay station'),
    objects: w('data chip|pressure suit|distress beacon|star chart|neural key|drone'),
    threats: w('the signal repeated|the oxygen reserves dropped|the AI stopped answering'),
    titleAdjectives: w('Silent|Orbital|Distant|Broken|Electric|Last|Cold'),
    titleNouns: w('Signal|Frontier|Colony|Horizon|Protocol|Orbit|Drift'),
    goals: w('get the crew home|decode the signal|reach the relay before dawn cycle'),
    tags: w('scifi|space|dystopian|aliens|future|robots|survival'),
  },
  mystery: {
    places: w('boarding house|pier|lecture hall|police archive|country estate|night market'),
    objects: w('pocket watch|torn photograph|ledger|voicemail|brass key|unsigned note'),
    threats: w('a second body was found|the witness disappeared|the alibi fell apart'),
    titleAdjectives: w('Silent|Crooked|Midnight|Hidden|Quiet|Last|Buried'),
    titleNouns: w('Witness|Alibi|Key|Ledger|House|Secret|Pier'),
    goals: w('find out who lied|clear {hp} brother\u2019s name|solve the case before the storm'),
    tags: w('mystery|thriller|detective|crime|suspense|secrets|murder'),
  },
  horror: {
    places: w('cellar|abandoned hospital|attic|lake house|corridor|chapel'),
    objects: w('doll|music box|mirror|rusted key|cassette tape|candle'),
    threats: w('the knocking started again|the lights went out|something answered back'),
    titleAdjectives: w('Hollow|Drowned|Pale|Whispering|Crimson|Nameless'),
    titleNouns: w('House|Lake|Hour|Hunger|Choir|Door|Attic'),
    goals: w('survive until morning|find out what lived in the walls|get the children out'),
    tags: w('horror|scary|ghost|haunted|creepy|supernatural|darkness'),
  },
  paranormal: {
    places: w('forest edge|old manor|moonlit clearing|pack house|graveyard|bell tower'),
    objects: w('silver chain|amulet|full moon|blood oath|wolfsbane|grimoire'),
    threats: w('the pack turned on {ho}|the coven arrived|the moon rose red'),
    titleAdjectives: w('Moonlit|Rejected|Blood|Wild|Cursed|Crimson|Eternal'),
    titleNouns: w('Mate|Alpha|Moon|Pack|Bite|Luna|Covenant'),
    goals: w('protect the pack|break the bond|hide what {hs} had become'),
    tags: w('werewolf|vampire|paranormal|alpha|mate|supernatural|witch'),
  },
  adventure: {
    places: w('mountain pass|desert camp|jungle ridge|ship deck|canyon|border town'),
    objects: w('compass|rope|satchel|treasure map|radio|canteen'),
    threats: w('the bridge collapsed|the guide vanished|the storm broke early'),
    titleAdjectives: w('Wild|Lost|Burning|Uncharted|Rising|Reckless'),
    titleNouns: w('Road|Expedition|Ridge|Compass|Tide|Run'),
    goals: w('reach the summit|find the lost expedition|outrun the hunters'),
    tags: w('adventure|action|journey|survival|treasure|heist'),
  },
  contemporary: {
    places: w('school hallway|kitchen|parking lot|bus stop|diner|bedroom|gym'),
    objects: w('phone|yearbook|guitar|notebook|car keys|text message'),
    threats: w('the rumour spread|{hp} parents found out|the scholarship fell through'),
    titleAdjectives: w('Ordinary|Loud|Small|Perfect|Messy|Brave|Almost'),
    titleNouns: w('Things|Year|Summer|Girl|Boy|Life|Secret'),
    goals: w('make it to graduation|tell the truth|win the competition'),
    tags: w('teenfiction|highschool|humor|friendship|drama|comingofage|family'),
  },
  historical: {
    places: w('ballroom|war office|village square|orchard|factory floor|manor library'),
    objects: w('telegram|pocket watch|ration book|ball gown|sealed letter|portrait'),
    threats: w('the war reached the village|the duke returned|the letter was intercepted'),
    titleAdjectives: w('Forgotten|Last|Winter|Scarlet|Quiet|Northern'),
    titleNouns: w('Duchess|Season|Letters|Garden|Waltz|Inheritance'),
    goals: w('save the family estate|find {hp} brother at the front|marry for love'),
    tags: w('historicalfiction|regency|victorian|war|period|classics'),
  },
  poetry: {
    places: w('shore|window seat|empty street|garden|hillside'),
    objects: w('rain|paper boat|candle|old song|moth'),
    threats: w('the season turned|the letters stopped'),
    titleAdjectives: w('Small|Soft|Blue|Tender|Quiet|Salt'),
    titleNouns: w('Hours|Poems|Weather|Things|Notes|Rooms'),
    goals: w('learn to let go'),
    tags: w('poetry|poems|love|heartbreak|life|feelings'),
  },
};

export const EMOTIONS = w('relief|dread|hope|anger|longing|guilt|wonder|fear|tenderness');
export const SENSES = w('rain|woodsmoke|old paper|salt|coffee|iron|lilies|dust|cold stone');
export const TIMES = w('evening|morning|night|afternoon|hour|silence');
export const BODY = w('hands|voice|heart|breath|shoulders|fingers');
export const STATES = w('shaking|unsteady|tight|racing|cold|tense');
export const MOVES = w('crossed|walked through|hurried across|paced the length of|stepped into|circled');
export const GESTURES = w('nodded|glanced|gestured|looked|pointed');
export const SOUNDS = w('a dog barked|a door slammed|someone laughed|a bell rang|the wind moaned');
export const MEMORIES = w(
  'childhood|the last winter|{hp} mother\u2019s kitchen|the night of the fire|old promises',
);
export const LIGHTS = w('sun|last candle|streetlights|moon|lamplight');
