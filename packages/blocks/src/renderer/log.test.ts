import { consoleBlockLog, logBlockEvent } from './log';

describe('consoleBlockLog (the default BlockLog)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes one JSON line: level, event, the fields and the error message', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    consoleBlockLog({
      level: 'error',
      event: 'articles.unavailable',
      error: new Error('HTTP 503'),
      fields: { blockId: 'a1', missing: undefined },
    });
    expect(error).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(error.mock.calls[0]?.[0]))).toEqual({
      level: 'error',
      event: 'articles.unavailable',
      blockId: 'a1',
      message: 'HTTP 503',
    });
  });

  it('writes warnings with console.warn and info with console.info; no message without error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    consoleBlockLog({ level: 'warn', event: 'video.playRefused', error: 'not allowed' });
    consoleBlockLog({ level: 'info', event: 'demo', fields: { n: 1 } });
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toEqual({
      level: 'warn',
      event: 'video.playRefused',
      message: 'not allowed',
    });
    expect(JSON.parse(String(info.mock.calls[0]?.[0]))).toEqual({
      level: 'info',
      event: 'demo',
      n: 1,
    });
  });
});

describe('logBlockEvent', () => {
  it('hands the renderer entry to the given log with type, id and issues as fields', () => {
    const log = vi.fn();
    const issues = [{ path: 'fields.name', message: 'Required' }];
    logBlockEvent(log, { level: 'warn', event: 'block.invalid', type: 'hero', id: 'h1', issues });
    expect(log).toHaveBeenCalledWith({
      level: 'warn',
      event: 'block.invalid',
      fields: { type: 'hero', id: 'h1', issues },
    });
  });
});
