import { serializeState } from './serialize';

describe('serializeState', () => {
  it('escapes everything that could end the script element or break old parsers, and parses back equal', () => {
    const value = { text: '</script><script>alert(1)</script><!-- & \u2028 \u2029 "quoted"' };
    const json = serializeState(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(value);
  });
});
