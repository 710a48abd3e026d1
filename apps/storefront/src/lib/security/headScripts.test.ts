// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { closedFlagScript } from '../../../../../packages/blocks/src/blocks/benefitBar/closedFlag';
import { consentAnsweredScript } from '../../components/ConsentBanner/consentScript';
import { sessionFlagsScript } from '../session/sessionFlags';
import { headScriptHashes } from './headScripts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('headScriptHashes (ARCHITECTURE.md §11)', () => {
  it('are the hashes of the head scripts the layout writes, in order', () => {
    expect(headScriptHashes).toEqual([
      sha256(closedFlagScript),
      sha256(consentAnsweredScript),
      sha256(sessionFlagsScript),
    ]);
  });
});
