import { describe, expect, it } from '@jest/globals';
import { acceptAttribute, isSupportedType, uploadLimits, uploadProblems } from './upload-check';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('upload checks before sending', () => {
  it('lets through the types the library keeps', () => {
    for (const ok of [
      file('a.jpg', 'image/jpeg'),
      file('a.png', 'image/png'),
      file('a.gif', 'image/gif'),
      file('a.webp', 'image/webp'),
      file('a.pdf', 'application/pdf'),
      file('a.txt', 'text/plain'),
    ]) {
      expect(uploadProblems(ok)).toEqual([]);
    }
    expect(uploadProblems(file('report.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'))).toEqual([]);
  });

  it('refuses markup and unknown types with ML_05', () => {
    expect(uploadProblems(file('logo.svg', 'image/svg+xml'))).toEqual([{ code: 'ML_05', property: 'f' }]);
    expect(uploadProblems(file('page.html', 'text/html'))).toEqual([{ code: 'ML_05', property: 'f' }]);
    expect(uploadProblems(file('tool.exe', 'application/x-msdownload'))).toEqual([{ code: 'ML_05', property: 'f' }]);
  });

  it('goes by the extension when the browser does not know the type', () => {
    expect(isSupportedType(file('scan.JPG', ''))).toBe(true);
    expect(isSupportedType(file('data.odt', 'application/octet-stream'))).toBe(true);
    expect(isSupportedType(file('archive.zip', ''))).toBe(false);
    expect(isSupportedType(file('no-extension', ''))).toBe(false);
  });

  it('takes only images for an image slot', () => {
    expect(uploadProblems(file('a.jpg', 'image/jpeg'), 'image')).toEqual([]);
    expect(uploadProblems(file('a.pdf', 'application/pdf'), 'image')).toEqual([{ code: 'ML_05', property: 'f' }]);
  });

  it('refuses a file over 100 MB (ML_01) and an empty one (V_17); 100 MB itself passes', () => {
    expect(uploadProblems(file('big.jpg', 'image/jpeg', uploadLimits.maxBytes))).toEqual([]);
    expect(uploadProblems(file('big.jpg', 'image/jpeg', uploadLimits.maxBytes + 1))).toEqual([{ code: 'ML_01', property: 'f' }]);
    expect(uploadProblems(file('empty.txt', 'text/plain', 0))).toEqual([{ code: 'V_17', property: 'f' }]);
  });

  it('refuses a name the server would refuse (V_12), and says every problem at once', () => {
    expect(uploadProblems(file('..', ''))).toEqual([
      { code: 'V_12', property: 'f' },
      { code: 'ML_05', property: 'f' },
    ]);
    expect(uploadProblems(file('huge.svg', 'image/svg+xml', uploadLimits.maxBytes + 1)).map((p) => p.code)).toEqual(['ML_01', 'ML_05']);
  });

  it('offers the dialog the same types', () => {
    expect(acceptAttribute('image').split(',')).toEqual(expect.arrayContaining(['image/jpeg', '.jpg', '.png', 'image/gif']));
    expect(acceptAttribute('image')).not.toContain('pdf');
    expect(acceptAttribute('file').split(',')).toEqual(expect.arrayContaining(['application/pdf', '.pdf', '.docx', 'image/webp']));
  });
});
