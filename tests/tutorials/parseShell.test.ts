import { describe, expect, test } from 'vitest';
import { parseCurl, parseShellCommands } from './parseShell.ts';

describe('parseCurl', () => {
  test('-N (no buffering) changes nothing in the request', () => {
    const [words] = parseShellCommands(
      'curl -N -H \'Accept: text/event-stream\' -d \'{"query": "{ a }"}\' http://localhost:4000/graphql/stream',
    );
    expect(parseCurl(words!)).toEqual({
      url: 'http://localhost:4000/graphql/stream',
      method: 'POST',
      headers: { accept: 'text/event-stream', 'content-type': 'application/x-www-form-urlencoded' },
      body: '{"query": "{ a }"}',
      include: false,
    });
  });

  test('an option it does not know is an error, never a guess', () => {
    expect(() => parseCurl(['curl', '--compressed', 'http://localhost:4000/'])).toThrow(
      'the sample runner does not understand curl option --compressed',
    );
  });
});
