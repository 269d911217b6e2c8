import { mentionedNames, tokenizeComment } from './text';
import {
  isOffensiveText,
  commentTextError,
  normaliseCommentText,
  parseParagraphResource,
  COMMENT_TEXT_MAX,
} from './validation';
import { COMMENTS_MESSAGES as M } from './messages';

describe('tokenizeComment', () => {
  test('mentions link only to users that exist, in their spelling', () => {
    expect(tokenizeComment('Hi @Ava_Writes and @nobody!', ['ava_writes'])).toEqual([
      { type: 'text', text: 'Hi ' },
      { type: 'mention', text: '@Ava_Writes', username: 'ava_writes', href: '/user/ava_writes' },
      { type: 'text', text: ' and @nobody!' },
    ]);
  });

  test('hashtags link to their stories page; an email or a#b is text', () => {
    expect(tokenizeComment('#Queen rules, mail me@example.com or a#b')).toEqual([
      { type: 'hashtag', text: '#Queen', tag: 'Queen', href: '/stories/queen' },
      { type: 'text', text: ' rules, mail me@example.com or a#b' },
    ]);
  });

  test('only http(s) URLs become links, without the sentence punctuation after them', () => {
    expect(tokenizeComment('See https://example.com/a?b=1. Or javascript:alert(1) or ftp://x.y')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'url', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { type: 'text', text: '. Or javascript:alert(1) or ftp://x.y' },
    ]);
  });

  test('markup stays text: the tokens carry it as typed, for React to escape', () => {
    const tokens = tokenizeComment('<img src=x onerror=alert(1)> <script>alert(1)</script>');
    expect(tokens).toEqual([
      { type: 'text', text: '<img src=x onerror=alert(1)> <script>alert(1)</script>' },
    ]);
    expect(tokenizeComment('http://a.b/<script>')[0]).toEqual({
      type: 'url',
      text: 'http://a.b/',
      href: 'http://a.b/',
    });
  });

  test('mentionedNames: each name once', () => {
    expect(mentionedNames('@rosa @Rosa @bram, x@y.z')).toEqual(['rosa', 'bram']);
  });
});

describe('validation', () => {
  const words = new Set(['shit', 'kill yourself']);
  test('the offensive flag: whole words and phrases, any case', () => {
    expect(isOffensiveText('Oh SHIT!', words)).toBe(true);
    expect(isOffensiveText('shitake mushrooms', words)).toBe(false);
    expect(isOffensiveText('Just kill   yourself.', words)).toBe(true);
    expect(isOffensiveText('kill the yourself', words)).toBe(false);
  });

  test('text limits after trimming, in characters', () => {
    expect(commentTextError(normaliseCommentText('   '))).toBe(M.textEmpty);
    expect(commentTextError('é'.repeat(COMMENT_TEXT_MAX))).toBeNull();
    expect(commentTextError('x'.repeat(COMMENT_TEXT_MAX + 1))).toBe(M.textTooLong(COMMENT_TEXT_MAX));
    expect(normaliseCommentText(' a\r\nb ')).toBe('a\nb');
  });

  test('paragraph resource ids', () => {
    expect(parseParagraphResource(`12_${'a'.repeat(32)}`)).toEqual({
      partId: 12,
      paragraphId: 'a'.repeat(32),
    });
    expect(parseParagraphResource('12')).toBeNull();
    expect(parseParagraphResource(`0_${'a'.repeat(32)}`)).toBeNull();
  });
});
