/**
 * What the upload kinds take before uploading (spec 002 sections 5.2, 5.3 and 9.1), how their props
 * compile (reference 2.4), and the chunk plan (reference 4.19).
 */
import { describe, expect, it } from 'vitest';
import { chunkSize, fileMessages } from '../../api/files';
import { chunkQuery, chunkRange, extensionOf, totalChunks } from '../../widgets/kit/uploader/chunk-plan';
import { acceptAttribute, acceptsFile, formatSize, isImageFile, tooLarge } from '../../widgets/kit/uploader/file-rules';
import { selectFiles } from '../../widgets/kit/uploader/selection';
import { uploadKind } from '../../widgets/kit/uploader/upload-kind';
import { uploadWord, type UploadWord } from '../../widgets/kit/uploader/words';

const zh = (key: UploadWord, params?: Record<string, string | number>) => uploadWord('zh', key, params);
const file = (name: string, type = '', size = 10) => ({ name, type, size });

describe('accept', () => {
  it('takes every type when empty; extensions, MIME types and categories otherwise', () => {
    expect(acceptsFile(file('a.exe'), '')).toBe(true);
    expect(acceptsFile(file('a.PDF'), '.pdf')).toBe(true);
    expect(acceptsFile(file('a.doc'), '.pdf,.docx')).toBe(false);
    expect(acceptsFile(file('a.bin', 'image/png'), 'image/*')).toBe(true);
    expect(acceptsFile(file('a.webp'), 'image/*')).toBe(true);
    expect(acceptsFile(file('a.mp4', 'video/mp4'), 'image/*')).toBe(false);
    expect(acceptsFile(file('a.mkv'), 'video/*')).toBe(true);
    expect(acceptsFile(file('a.flac'), 'audio/*')).toBe(true);
    expect(acceptsFile(file('a.pdf', 'application/pdf'), 'application/pdf')).toBe(true);
    expect(acceptsFile(file('a.xlsx'), 'excel')).toBe(true);
    expect(acceptsFile(file('a.docx'), 'word')).toBe(true);
    expect(acceptsFile(file('a.txt'), 'txt')).toBe(true);
    expect(acceptsFile(file('a.pptx'), 'document')).toBe(true);
    expect(acceptsFile(file('a.txt'), 'pdf')).toBe(false);
    expect(acceptAttribute('excel,.pdf,image/*')).toBe('.xls,.xlsx,.pdf,image/*');
    expect(acceptAttribute('image')).toBe('image/*,.gif,.jpg,.jpeg,.png,.bmp,.webp');
    expect(acceptAttribute('')).toBeUndefined();
  });

  it('sizes must stay under the limit in its unit (1024, 1048576, 1073741824 bytes); 0 means any size', () => {
    expect(tooLarge(1024 * 1024 - 1, 1, 'MB')).toBe(false);
    expect(tooLarge(1024 * 1024, 1, 'MB')).toBe(true);
    expect(tooLarge(2047, 2, 'KB')).toBe(false);
    expect(tooLarge(1_073_741_824, 1, 'GB')).toBe(true);
    expect(tooLarge(10 ** 12, 0, 'MB')).toBe(false);
    expect(isImageFile(file('x.JPG'))).toBe(true);
    expect(isImageFile(file('x', 'image/heic'))).toBe(true);
    expect(isImageFile(file('x.pdf', 'application/pdf'))).toBe(false);
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(chunkSize)).toBe('5 MB');
  });
});

describe('selection (the messages of spec 002 sections 5.2 and 5.3)', () => {
  const options = { limit: 3, fileSize: 1, sizeUnit: 'MB' as const, accept: '.pdf,.docx' };

  it('files: count, type and size, each message once, in the words of api/files.ts', () => {
    const chosen = [file('a.pdf'), file('b.txt'), file('c.pdf', '', 2 * 1024 * 1024), file('d.docx'), file('e.pdf'), file('f.pdf')];
    const { taken, messages } = selectFiles(chosen, 1, options, false, zh);
    expect(taken.map((f) => f.name)).toEqual(['a.pdf', 'd.docx']);
    expect(messages).toEqual([fileMessages.wrongType('.pdf,.docx'), fileMessages.tooLarge(1, 'MB'), fileMessages.countLimit(3)]);
    expect(messages).toEqual(['请选择.pdf,.docx类型的文件', '文件大小超过1MB', '当前限制最多可以上传3个文件']);
  });

  it('images: only images, their own count and size messages; limit 0 takes any number', () => {
    const { taken, messages } = selectFiles(
      [file('a.png', 'image/png'), file('b.pdf', 'application/pdf'), file('c.jpg', '', 5 * 1024 * 1024), file('d.gif')],
      0,
      { limit: 2, fileSize: 2, sizeUnit: 'MB', accept: '' },
      true,
      zh,
    );
    expect(taken.map((f) => f.name)).toEqual(['a.png', 'd.gif']);
    expect(messages).toEqual([fileMessages.notImage, fileMessages.imageTooLarge(2, 'MB')]);
    const full = selectFiles([file('e.png')], 2, { limit: 2, fileSize: 0, sizeUnit: 'MB', accept: '' }, true, zh);
    expect(full.messages).toEqual([fileMessages.imageCountLimit(2)]);
    expect(selectFiles(Array.from({ length: 20 }, (_, i) => file(`${i}.png`)), 5, { limit: 0, fileSize: 0, sizeUnit: 'MB', accept: '' }, true, zh).taken).toHaveLength(20);
  });

  it('the Chinese words are the messages of api/files.ts', () => {
    expect(zh('confirmDelete')).toBe(fileMessages.confirmDelete);
    expect(zh('noFiles')).toBe(fileMessages.noFiles);
    expect(zh('readFailed', { name: 'x' })).toBe(fileMessages.readFailed('x'));
    expect(zh('uploadFailed')).toBe(fileMessages.uploadFailed);
    expect(zh('statusCheck')).toBe(fileMessages.checking);
    expect(zh('noPreview')).toBe(fileMessages.noPreview);
  });
});

describe('upload kind props', () => {
  const kind = uploadKind('uploadFz', ['uploadFile'], 'annex', true);
  const compile = (props: Record<string, unknown>, reports: string[] = []) =>
    kind.compile(
      { kind: 'uploadFz', jnpfKey: 'uploadFz', vModel: 'f', config: { jnpfKey: 'uploadFz' }, props, slot: {}, raw: { __config__: { jnpfKey: 'uploadFz' } } },
      { report: (key) => reports.push(key), compileChildren: () => ({ properties: {}, required: [], uiSchema: {}, layout: [] }) },
    );

  it('defaults: size 10 MB, any number of files, any type, the default path; an array value', () => {
    const result = compile({});
    expect(result.options).toEqual({ limit: 0, fileSize: 10, sizeUnit: 'MB', accept: '', showTip: false, type: 'annex', pathType: 'defaultPath' });
    expect(result.schema).toEqual({ type: 'array', items: { type: 'object' } });
    expect(result.defaultValue).toEqual([]);
    expect(kind.isEmpty?.([])).toBe(true);
    expect(kind.isEmpty?.(undefined)).toBe(true);
  });

  it('reads numbers stored as text, the self path with its account and folder, and reports a unit it does not know', () => {
    const reports: string[] = [];
    const result = compile(
      { limit: '1', fileSize: '2', sizeUnit: 'kb', accept: '.pdf', buttonText: '选择文件', showTip: true, tipText: '只能上传pdf', pathType: 'selfPath', isAccount: 1, folder: 'contracts' },
      reports,
    );
    expect(result.options).toEqual({
      limit: 1,
      fileSize: 2,
      sizeUnit: 'KB',
      accept: '.pdf',
      buttonText: '选择文件',
      showTip: true,
      tipText: '只能上传pdf',
      type: 'annex',
      pathType: 'selfPath',
      isAccount: '1',
      folder: 'contracts',
    });
    expect(reports).toEqual([]);
    expect(compile({ sizeUnit: 'TB' }, reports).options.sizeUnit).toBe('MB');
    expect(reports).toEqual(['sizeUnit']);
    // isAccount and folder only go with the self path.
    expect(compile({ isAccount: 1, folder: 'x' }).options).not.toHaveProperty('folder');
  });
});

describe('chunk plan', () => {
  it('chunks of 5,242,880 bytes from 1, the last shorter; an empty file is one chunk', () => {
    expect(totalChunks(0)).toBe(1);
    expect(totalChunks(chunkSize)).toBe(1);
    expect(totalChunks(chunkSize + 1)).toBe(2);
    expect(chunkRange(chunkSize + 1, 2)).toEqual([chunkSize, chunkSize + 1]);
    expect(extensionOf('a.tar.GZ')).toBe('gz');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.env')).toBe('');
    expect(chunkQuery({ name: 'x', size: 0, type: '' }, 'id', 1)).toEqual({
      chunkNumber: 1,
      chunkSize,
      currentChunkSize: 0,
      totalSize: 0,
      identifier: 'id',
      fileName: 'x',
      relativePath: 'x',
      totalChunks: 1,
      extension: '',
    });
  });
});
