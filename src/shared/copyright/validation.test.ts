import { DMCA_FIELDS, emptyDmca, firstInvalid, validateDmca } from './dmca';
import { COPYRIGHT_MESSAGES as M } from './messages';
import { originalUrlError, parseStoryLink } from './validation';

describe('the original story URL', () => {
  it('takes story and part links with a numeric id, on any host or as a path', () => {
    expect(parseStoryLink('https://www.example.com/story/12-the-salt-queen')).toEqual({
      kind: 'story',
      id: 12,
    });
    expect(parseStoryLink('/story/0012')).toEqual({ kind: 'story', id: 12 });
    expect(parseStoryLink('localhost:3000/story/7-x/')).toEqual({ kind: 'story', id: 7 });
    expect(parseStoryLink('http://localhost/1001-chapter-one?x=1#p')).toEqual({ kind: 'part', id: 1001 });
  });

  it('refuses anything else with the spec texts', () => {
    expect(originalUrlError('')).toBe(M.urlRequired);
    expect(originalUrlError('   ')).toBe(M.urlRequired);
    for (const bad of [
      'hello',
      '/story/abc',
      '/user/12',
      'javascript:alert(1)',
      '/story/0',
      '/story/12/parts',
    ])
      expect(originalUrlError(bad)).toBe(M.invalidUrl);
    expect(originalUrlError('/story/12')).toBeNull();
  });
});

describe('the DMCA rule', () => {
  it('requires every field but username, company, the description and where to find it', () => {
    const errors = validateDmca(emptyDmca());
    const required = DMCA_FIELDS.filter(
      (f) => !['username', 'company', 'descriptionAlleged', 'whereToFindOriginal'].includes(f),
    );
    expect(Object.keys(errors).sort()).toEqual([...required].sort());
    expect(firstInvalid(errors)).toBe('firstName');
  });

  it('checks the email pattern and a signature of at least 5 characters', () => {
    const v = { ...emptyDmca(), email: 'a@b', signature: 'Ada ' };
    const errors = validateDmca(v);
    expect(errors.email).toBe(M.invalidEmail);
    expect(errors.signature).toBe(M.shortSignature);
    expect(
      validateDmca({ ...v, email: "o'neil+x@mail.example.ie", signature: 'Ada Q' }).email,
    ).toBeUndefined();
  });
});
