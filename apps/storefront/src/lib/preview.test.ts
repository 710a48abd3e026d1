import { readPreviewQuery } from './preview';

describe('readPreviewQuery', () => {
  it('is off without the query or with another value', () => {
    expect(readPreviewQuery({})).toEqual({ preview: false });
    expect(readPreviewQuery({ preview: 'yes' })).toEqual({ preview: false });
  });

  it('turns preview on and normalises the date to ISO', () => {
    expect(
      readPreviewQuery({ preview: 'true', previewDateTime: '2026-12-24T10:00:00+01:00' }),
    ).toEqual({ preview: true, previewDateTime: '2026-12-24T09:00:00.000Z' });
  });

  it('ignores an unparseable date and a date without preview', () => {
    expect(readPreviewQuery({ preview: 'true', previewDateTime: 'soon' })).toEqual({
      preview: true,
    });
    expect(readPreviewQuery({ previewDateTime: '2026-12-24T10:00:00Z' })).toEqual({
      preview: false,
    });
  });

  it('takes the first of repeated parameters', () => {
    expect(readPreviewQuery({ preview: ['true', 'false'] })).toEqual({ preview: true });
  });
});
