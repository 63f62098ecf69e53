import { describe, expect, test } from 'vitest';
import { parseCurl, parseNodeCommand, parseShellCommands } from './parseShell.ts';

describe('parseShellCommands', () => {
  test('splits at line ends, ; and && outside quotes, as the shell runs them', () => {
    expect(
      parseShellCommands("$ curl -d 'a; b && c' http://x/; curl http://y/ && node a.js;\n# a comment\nnode \\\n  b.js"),
    ).toEqual([
      ['curl', '-d', 'a; b && c', 'http://x/'],
      ['curl', 'http://y/'],
      ['node', 'a.js'],
      ['node', 'b.js'],
    ]);
  });

  test('an empty command is an error', () => {
    expect(() => parseShellCommands('curl http://x/; ; node a.js')).toThrow(
      'empty command before ; or && in: curl http://x/; ; node a.js',
    );
  });
});

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

describe('parseNodeCommand', () => {
  test('a file, or the test runner with --test-<option>=<value> options and files', () => {
    expect(parseNodeCommand(['node', 'server.js'])).toEqual({ file: 'server.js' });
    expect(parseNodeCommand(['node', '--test'])).toEqual({ test: ['--test'] });
    expect(parseNodeCommand(['node', '--test', '--test-reporter=tap', 'a.test.js'])).toEqual({
      test: ['--test', '--test-reporter=tap', 'a.test.js'],
    });
  });

  test('other flags are not run', () => {
    for (const words of [
      ['node', '--watch', 'server.js'],
      ['node', '--test', '--inspect'],
      ['node', 'a.js', 'b.js'],
    ]) {
      expect(() => parseNodeCommand(words)).toThrow(`shell command "${words.join(' ')}" is not run by the tests`);
    }
  });
});
