import {
  BYTES_PER_MB,
  checkFile,
  fileSuffix,
  parseAllowedSuffixes,
  progressPercent,
  screenFiles,
  SIMULATED_PROGRESS_STEPS,
} from './uploadRules';

const fileOf = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name);

describe('upload rules', () => {
  it('given the file.suffix parameter, reads lower-case suffixes without dots or repeats', () => {
    expect(parseAllowedSuffixes('jpg,PNG, .pdf；docx、jpg')).toEqual(['jpg', 'png', 'pdf', 'docx']);
    expect(parseAllowedSuffixes(['.XLSX', ' zip '])).toEqual(['xlsx', 'zip']);
    expect(parseAllowedSuffixes('')).toEqual([]);
    expect(parseAllowedSuffixes(undefined)).toEqual([]);
  });

  it('reads a file name’s suffix, none for dot files and trailing dots', () => {
    expect(fileSuffix('清单.XLSX')).toBe('xlsx');
    expect(fileSuffix('a.tar.gz')).toBe('gz');
    expect(fileSuffix('README')).toBe('');
    expect(fileSuffix('.env')).toBe('');
    expect(fileSuffix('report.')).toBe('');
  });

  it('refuses a type outside the allowed suffixes, and allows any type when none are set', () => {
    expect(checkFile(fileOf('setup.exe'), { suffixes: ['pdf'] })).toBe('suffix');
    expect(checkFile(fileOf('合同.PDF'), { suffixes: ['pdf'] })).toBeUndefined();
    expect(checkFile(fileOf('setup.exe'), { suffixes: [] })).toBeUndefined();
  });

  it('refuses a file larger than the limit in MB of 1024 × 1024 bytes; exactly the limit passes', () => {
    const rules = { suffixes: [], maxSizeMb: 1 };
    expect(checkFile(fileOf('a.pdf', BYTES_PER_MB), rules)).toBeUndefined();
    expect(checkFile(fileOf('a.pdf', BYTES_PER_MB + 1), rules)).toBe('size');
  });

  it('checks the type before the size', () => {
    expect(checkFile(fileOf('a.exe', 2 * BYTES_PER_MB), { suffixes: ['pdf'], maxSizeMb: 1 })).toBe(
      'suffix',
    );
  });

  it('splits files into accepted and rejected, each rejection with its reason', () => {
    const good = fileOf('a.pdf');
    const wrongType = fileOf('b.exe');
    const tooBig = fileOf('c.pdf', 2 * BYTES_PER_MB);
    expect(screenFiles([good, wrongType, tooBig], { suffixes: ['pdf'], maxSizeMb: 1 })).toEqual({
      accepted: [good],
      rejected: [
        { file: wrongType, reason: 'suffix' },
        { file: tooBig, reason: 'size' },
      ],
    });
  });

  it('keeps the spec’s stepped progress: 10, then 30, 50, 80 at 3, 8 and 12 seconds', () => {
    expect(SIMULATED_PROGRESS_STEPS).toEqual([
      { afterMs: 0, percent: 10 },
      { afterMs: 3000, percent: 30 },
      { afterMs: 8000, percent: 50 },
      { afterMs: 12000, percent: 80 },
    ]);
  });

  it('turns reported bytes into a percentage that waits at 99 for the server’s answer', () => {
    expect(progressPercent(250, 1000)).toBe(25);
    expect(progressPercent(1000, 1000)).toBe(99);
    expect(progressPercent(5, 0)).toBeUndefined();
    expect(progressPercent(Number.NaN, 10)).toBeUndefined();
  });
});
