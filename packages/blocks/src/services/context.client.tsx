'use client';
import { createContext, type ReactNode, useContext } from 'react';
import { type BlockServices, noopBlockServices } from './types';

/** The services context; `useBlockServices` reads it (class components use it as `contextType`). */
export const BlockServicesContext = createContext<BlockServices>(noopBlockServices);

/**
 * Provides {@link BlockServices} to the client islands of blocks (carousel, dialogs, forms).
 * Server blocks receive the services as a prop from `RenderBlocks` instead, since React Server
 * Components have no context. Mount it in a client component of the host, because services
 * hold functions that cannot cross the server/client boundary as props.
 */
export function BlockServicesProvider({
  services,
  children,
}: {
  services: BlockServices;
  children: ReactNode;
}) {
  return <BlockServicesContext.Provider value={services}>{children}</BlockServicesContext.Provider>;
}

/** The host's {@link BlockServices} in a client island; the no-op services without a provider. */
export function useBlockServices(): BlockServices {
  return useContext(BlockServicesContext);
}
