import { expect, test } from 'vitest';
import { convertNpmCommand } from './convertNpmCommand.ts';

const both = (line: string) => [convertNpmCommand(line, 'yarn'), convertNpmCommand(line, 'pnpm')];

test('installs, with the flags each tool spells its own way', () => {
  expect(both('npm install')).toEqual(['yarn install', 'pnpm install']);
  expect(both('npm install --save graphql')).toEqual(['yarn add graphql', 'pnpm add graphql']);
  expect(both('npm i -D vitest typescript')).toEqual([
    'yarn add --dev vitest typescript',
    'pnpm add --save-dev vitest typescript',
  ]);
  expect(both('npm install --save-exact graphql@17.1.0')).toEqual([
    'yarn add --exact graphql@17.1.0',
    'pnpm add --save-exact graphql@17.1.0',
  ]);
  expect(both('npm install -g serve')).toEqual(['yarn global add serve', 'pnpm add serve --global']);
});

test('removes, clean installs, scripts and initialisers', () => {
  expect(both('npm uninstall lodash')).toEqual(['yarn remove lodash', 'pnpm remove lodash']);
  expect(both('npm ci')).toEqual(['yarn install --frozen-lockfile', 'pnpm install --frozen-lockfile']);
  expect(both('npm run build -- --watch')).toEqual(['yarn run build --watch', 'pnpm run build --watch']);
  expect(both('npm init vite')).toEqual(['yarn create vite', 'pnpm create vite']);
  expect(both('npm test')).toEqual(['yarn test', 'pnpm test']);
});

test('lines that are not npm commands, and npm itself, stay as written', () => {
  expect(convertNpmCommand('# set up\nnpm install graphql\nnode server.js', 'pnpm')).toBe(
    '# set up\npnpm add graphql\nnode server.js',
  );
  expect(convertNpmCommand('npm i -D vitest', 'npm')).toBe('npm i -D vitest');
});

test('npx runs a package with dlx, which never asks first', () => {
  expect(both('npx create-react-app my-app')).toEqual([
    'yarn dlx create-react-app my-app',
    'pnpm dlx create-react-app my-app',
  ]);
  expect(both('  npx --yes sitegen init docs')).toEqual([
    '  yarn dlx sitegen init docs',
    '  pnpm dlx sitegen init docs',
  ]);
  expect(convertNpmCommand('npx sitegen build', 'npm')).toBe('npx sitegen build');
});
