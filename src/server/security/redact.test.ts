import { redactUrl } from './redact';

describe('redactUrl', () => {
  it('hides passwords and tokens in a query', () => {
    expect(redactUrl('/v4/sessions?type=x&username=rosa&password=hunter2')).toBe(
      '/v4/sessions?type=x&username=rosa&password=[redacted]',
    );
    expect(redactUrl('/reset?at=abc123&x=1')).toBe('/reset?at=[redacted]&x=1');
    expect(redactUrl('/story/1?part=2')).toBe('/story/1?part=2');
  });
});
