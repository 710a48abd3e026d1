import type { BlockProps } from '@storefront/blocks';
import { Box, Heading, Stack } from '@storefront/ui';
import type { OpeningHoursFields } from './schema';

/** The brand's words for this block: its own namespace in the host's catalogue. */
function words(messages: unknown): { title: string; closed: string } {
  const own = (messages as { openingHours?: Record<string, string> } | undefined)?.openingHours;
  return { title: own?.title ?? 'Opening hours', closed: own?.closed ?? 'Closed' };
}

/**
 * A block of the brand, next to the kit's: a store's opening hours. Server-rendered, laid out
 * with the design system's primitives only, so it takes the brand theme like every block.
 */
export function OpeningHours({ fields, services, id }: BlockProps<OpeningHoursFields>) {
  const t = words(services.messages);
  const headingId = `${id}-title`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      data-brand-block="openingHours"
      background="surfaceMuted"
      borderRadius="lg"
      padding="lg"
      marginY="lg"
    >
      <Stack gap="sm">
        <Heading level={2} id={headingId}>
          {t.title}: {fields.storeName}
        </Heading>
        <Box as="dl" display="flex" flexDirection="column" gap="2xs">
          {fields.days.map((entry) => (
            <Box as="div" key={entry.day} display="flex" gap="md" justifyContent="space-between">
              <Box as="dt" fontWeight="bold">
                {entry.day}
              </Box>
              <Box as="dd" color={entry.hours ? 'text' : 'textMuted'}>
                {entry.hours || t.closed}
              </Box>
            </Box>
          ))}
        </Box>
      </Stack>
    </Box>
  );
}
