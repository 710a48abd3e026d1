import { type BlockLog, consoleBlockLog } from '@storefront/blocks';

/**
 * The preview tool's one structured logger (design.md "Logging": one structured logger, also
 * used for the blocks' logs through the host): the blocks' default, one JSON line on the
 * console. The tool's own lines (`showcase.unavailable`) and the blocks' (`services.log` of the
 * simulated services) go through it.
 */
export const previewLog: BlockLog = consoleBlockLog;
