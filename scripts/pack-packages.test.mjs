import { packedManifest } from './pack-packages.mjs';

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

  it('drops what only the workspace needs', () => {
    expect(packed).not.toHaveProperty('private');
    expect(packed).not.toHaveProperty('scripts');
    expect(packed).not.toHaveProperty('devDependencies');
    expect(packed).not.toHaveProperty('publishConfig');
  });
});
