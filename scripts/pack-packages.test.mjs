import path from 'node:path';
import {
  declarationProgram,
  packedManifest,
  publicRepositoryUrl,
  publishedPackages,
  repositoryUrl,
} from './pack-packages.mjs';

const workspace = {
  name: '@storefront/blocks',
  version: '0.1.0',
  private: true,
  type: 'module',
  sideEffects: ['**/*.css.ts'],
  exports: { '.': './src/index.ts' },
  scripts: { typecheck: 'tsc' },
  dependencies: { '@storefront/ui': '*', zod: '4.6.7' },
  devDependencies: { vitest: '4' },
  peerDependencies: { react: '^19.3.1' },
  publishConfig: {
    exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } },
    sideEffects: ['**/*.css'],
    access: 'restricted',
  },
};

describe('packedManifest', () => {
  const packed = packedManifest(workspace, { '@storefront/ui': '0.2.0' });

  it('applies the publish map: dist exports and sideEffects', () => {
    expect(packed.exports).toEqual(workspace.publishConfig.exports);
    expect(packed.sideEffects).toEqual(['**/*.css']);
  });

  it('pins workspace ranges to the published version and keeps the others', () => {
    expect(packed.dependencies).toEqual({ '@storefront/ui': '^0.2.0', zod: '4.6.7' });
    expect(packed.peerDependencies).toEqual({ react: '^19.3.1' });
  });

  it("points repository at the package's folder when the URL is known, else leaves it out", () => {
    expect(packed).not.toHaveProperty('repository');
    const located = packedManifest(
      workspace,
      {},
      {
        repository: 'git+https://git.example.org/kit.git',
        directory: 'packages/blocks',
      },
    );
    expect(located.repository).toEqual({
      type: 'git',
      url: 'git+https://git.example.org/kit.git',
      directory: 'packages/blocks',
    });
    expect(repositoryUrl({ STOREFRONT_REPOSITORY_URL: 'git+https://h/k.git' })).toBe(
      'git+https://h/k.git',
    );
  });

  it('takes a public git remote as the repository URL, never a local path', () => {
    expect(publicRepositoryUrl('https://git.example.org/kit.git')).toBe(
      'git+https://git.example.org/kit.git',
    );
    expect(publicRepositoryUrl('git@git.example.org:team/kit.git\n')).toBe(
      'git+ssh://git@git.example.org/team/kit.git',
    );
    expect(publicRepositoryUrl('ssh://git@h/kit.git')).toBe('ssh://git@h/kit.git');
    expect(publicRepositoryUrl('/work/main')).toBeUndefined();
    expect(publicRepositoryUrl('file:///work/main')).toBeUndefined();
    expect(publicRepositoryUrl('../kit')).toBeUndefined();
  });

  it('drops what only the workspace needs', () => {
    expect(packed).not.toHaveProperty('private');
    expect(packed).not.toHaveProperty('scripts');
    expect(packed).not.toHaveProperty('devDependencies');
    expect(packed).not.toHaveProperty('publishConfig');
  });
});

describe('declarationProgram', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const config = declarationProgram(publishedPackages, '/tmp/types');

  it("holds every published package's sources in one program, without tests and stories", () => {
    for (const dir of publishedPackages) {
      expect(config.include).toContain(path.join(root, 'packages', dir, 'src'));
      expect(config.exclude).toContain(path.join(root, 'packages', dir, 'src/**/*.stories.tsx'));
      expect(config.exclude).toContain(path.join(root, 'packages', dir, 'src/**/*.test.ts'));
    }
    expect(config.include).toContain(path.join(root, 'types'));
  });

  it('emits declarations only, unchecked, under <outDir>/<package>/src', () => {
    expect(config.compilerOptions).toMatchObject({
      emitDeclarationOnly: true,
      declaration: true,
      noCheck: true,
      noEmit: false,
      outDir: '/tmp/types',
      rootDir: path.join(root, 'packages'),
    });
  });
});
