import { describe, expect, it } from '@jest/globals';
import { formatFields, parseFields, pickFields, subFields, wantsField, type FieldSpec } from './fields';

const fmt = (input: unknown): string | undefined => {
  const spec = parseFields(input);
  return spec && formatFields(spec);
};

describe('parseFields', () => {
  it('reads flat and nested lists', () => {
    expect(fmt('id,title')).toBe('id,title');
    expect(fmt('id,title,parts(id,title,user(name))')).toBe('id,title,parts(id,title,user(name))');
    expect(fmt('stories(id,title),total,nextUrl')).toBe('stories(id,title),total,nextUrl');
  });

  it('ignores empty entries and whitespace', () => {
    expect(fmt('a,,b')).toBe('a,b');
    expect(fmt(',a, b ,')).toBe('a,b');
    expect(fmt('parts(,id,,title,)')).toBe('parts(id,title)');
  });

  it('means "everything" when nothing is asked for', () => {
    expect(parseFields(undefined)).toBeUndefined();
    expect(parseFields('')).toBeUndefined();
    expect(parseFields(',,,')).toBeUndefined();
    expect(parseFields({ a: 1 })).toBeUndefined();
  });

  it('tolerates malformed parentheses', () => {
    expect(fmt('a,parts(id,title')).toBe('a,parts(id,title)');
    expect(fmt('a),b')).toBe('a,b');
    expect(fmt('parts()')).toBe('parts');
    expect(fmt('(x,y),id')).toBe('id');
    expect(fmt('a(b(c')).toBe('a(b(c))');
    expect(fmt(')))(((')).toBeUndefined();
  });

  it('merges repeated names; the whole value wins', () => {
    expect(fmt('parts(id),parts(title)')).toBe('parts(id,title)');
    expect(fmt('parts,parts(id)')).toBe('parts');
    expect(fmt('parts(id),parts')).toBe('parts');
  });

  it('joins repeated query values', () => {
    expect(fmt(['id', 'title'])).toBe('id,title');
  });

  it('survives very deep nesting', () => {
    const deep = 'a('.repeat(3000);
    expect(() => parseFields(deep)).not.toThrow();
  });
});

describe('pickFields', () => {
  const story = {
    id: '1',
    title: 'T',
    user: { name: 'u', avatar: 'x', fullname: 'U' },
    parts: [
      { id: 5, title: 'P1', length: 10 },
      { id: 6, title: 'P2', length: 20 },
    ],
  };

  it('returns the value unchanged without a selector', () => {
    expect(pickFields(story, undefined)).toBe(story);
  });

  it('keeps requested keys, recursing into objects and arrays', () => {
    expect(pickFields(story, parseFields('id,title,parts(id,title)'))).toEqual({
      id: '1',
      title: 'T',
      parts: [
        { id: 5, title: 'P1' },
        { id: 6, title: 'P2' },
      ],
    });
    expect(pickFields(story, parseFields('user(name)'))).toEqual({ user: { name: 'u' } });
  });

  it('ignores unknown names', () => {
    expect(pickFields(story, parseFields('id,nope,parts(zzz)'))).toEqual({ id: '1', parts: [{}, {}] });
    expect(pickFields(story, parseFields('nope'))).toEqual({});
    expect(pickFields(story, parseFields('toString,__proto__'))).toEqual({});
  });

  it('applies a selector to each element of a top-level array', () => {
    expect(pickFields(story.parts, parseFields('id'))).toEqual([{ id: 5 }, { id: 6 }]);
  });

  it('passes primitives and null through a nested selector', () => {
    const value = { a: null, b: 3 };
    expect(pickFields(value, parseFields('a(x),b(y)'))).toEqual({ a: null, b: 3 });
  });
});

describe('wantsField / subFields', () => {
  it('answers for a missing selector and a given one', () => {
    const spec = parseFields('id,parts(id)') as FieldSpec;
    expect(wantsField(undefined, 'parts')).toBe(true);
    expect(wantsField(spec, 'parts')).toBe(true);
    expect(wantsField(spec, 'tags')).toBe(false);
    expect(subFields(spec, 'id')).toBeUndefined();
    expect(subFields(spec, 'parts') && formatFields(subFields(spec, 'parts') as FieldSpec)).toBe('id');
  });
});

describe('case-insensitive names (API-COMPAT.md: `nexturl` answers as `nextUrl`)', () => {
  const answer = { stories: [{ id: '1', title: 'T' }], total: 1, nextUrl: 'http://x/next' };

  it('matches names in any case and answers under the canonical name', () => {
    expect(pickFields(answer, parseFields('stories(id),nexturl'))).toEqual({
      stories: [{ id: '1' }],
      nextUrl: 'http://x/next',
    });
    expect(pickFields(answer, parseFields('STORIES(ID,Title),Total'))).toEqual({
      stories: [{ id: '1', title: 'T' }],
      total: 1,
    });
  });

  it('merges one name asked in two cases, and lookups ignore case', () => {
    const spec = parseFields('Parts(id),parts(title)') as FieldSpec;
    expect(formatFields(spec)).toBe('Parts(id,title)');
    expect(wantsField(spec, 'parts')).toBe(true);
    expect(subFields(spec, 'PARTS') && formatFields(subFields(spec, 'PARTS') as FieldSpec)).toBe('id,title');
  });
});
