import { readPreviewQuery } from './preview';

describe('readPreviewQuery', () => {
  it('is off without the query or with another value', () => {
    expect(readPreviewQuery({}, true)).toEqual({ preview: false });
    expect(readPreviewQuery({ preview: 'yes' }, true)).toEqual({ preview: false });
  });

  it('turns preview on and normalises the date to ISO', () => {
    expect(
      readPreviewQuery({ preview: 'true', previewDateTime: '2026-12-24T10:00:00+01:00' }, true),
    ).toEqual({ preview: true, previewDateTime: '2026-12-24T09:00:00.000Z' });
  });

  it('ignores an unparseable date and a date without preview', () => {
    expect(readPreviewQuery({ preview: 'true', previewDateTime: 'soon' }, true)).toEqual({
      preview: true,
    });
    expect(readPreviewQuery({ previewDateTime: '2026-12-24T10:00:00Z' }, true)).toEqual({
      preview: false,
    });
  });

  it('takes the first of repeated parameters', () => {
    expect(readPreviewQuery({ preview: ['true', 'false'] }, true)).toEqual({ preview: true });
  });

  it('ignores preview and previewDateTime outside draft mode', () => {
    expect(
      readPreviewQuery({ preview: 'true', previewDateTime: '2030-01-26T09:00' }, false),
    ).toEqual({ preview: false });
  });
});
