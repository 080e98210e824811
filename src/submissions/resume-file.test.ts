import { describe, expect, it } from 'vitest';
import { fixture } from '../../tests/worker/fixtures';
import { resumeRules as declared } from './application';
import { acceptOf } from './form-file';
import { forms } from './forms';
import { checkFile, zipEntryNames } from './resume-file';

const pdf = fixture('resume.pdf');
const docx = fixture('resume.docx');
const limit = 5 * 1024 * 1024;
/** The application's résumé rules (its descriptor's `file`), with their size at `max`. */
const resumeRules = forms.application.file ?? expect.unreachable('the application takes a file');
const checkResume = (bytes: Uint8Array, max: number) => checkFile(bytes, { ...resumeRules, maxBytes: max });

describe('a résumé is judged by its bytes', () => {
  it("is the application descriptor's file, whose kinds make the file input's accept", () => {
    expect(resumeRules.field).toBe('resume');
    expect(resumeRules).toMatchObject(declared);
    expect(acceptOf(resumeRules)).toBe('.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('takes a real PDF and a real Word document', () => {
    expect(checkResume(pdf, limit)).toEqual({ ok: true, kind: 'pdf' });
    expect(checkResume(docx, limit)).toEqual({ ok: true, kind: 'docx' });
    expect(zipEntryNames(docx)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
  });

  it('refuses an empty file, one over the limit, an executable and a PDF with the wrong header', () => {
    expect(checkResume(new Uint8Array(), limit)).toEqual({ ok: false, reason: 'empty' });
    expect(checkResume(pdf, pdf.length - 1)).toEqual({ ok: false, reason: 'too_large' });
    const executable = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, ...pdf.subarray(4)]);
    expect(checkResume(executable, limit)).toEqual({ ok: false, reason: 'type' });
    const wrongHeader = Uint8Array.from(pdf);
    wrongHeader[1] = 0x44;
    expect(checkResume(wrongHeader, limit)).toEqual({ ok: false, reason: 'type' });
    expect(checkResume(new TextEncoder().encode('Just text, named cv.pdf'), limit)).toEqual({ ok: false, reason: 'type' });
  });

  it('refuses a zip that is not a Word document, a cut zip and one with macros', () => {
    const cut = docx.subarray(0, docx.length - 30);
    expect(checkResume(cut, limit)).toEqual({ ok: false, reason: 'type' });
    const renamed = Uint8Array.from(new TextDecoder('latin1').decode(docx).replaceAll('word/document.xml', 'word/documenx.xml'), (c) => c.charCodeAt(0));
    expect(zipEntryNames(renamed)).toContain('word/documenx.xml');
    expect(checkResume(renamed, limit)).toEqual({ ok: false, reason: 'type' });
    const macros = fixture('resume-with-macros.docm');
    expect(zipEntryNames(macros)).toContain('word/vbaProject.bin');
    expect(checkResume(macros, limit)).toEqual({ ok: false, reason: 'type' });
  });
});
