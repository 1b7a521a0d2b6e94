/**
 * The code generator's calls from 功能设计 (`visualdev/Generater/{id}/Actions/CodePreview` and
 * `DownloadCode`): the options with the parts compiled here (../online/compiled-parts.ts), the files or
 * the zip's address answered. Pure but for the calls.
 */
import { codeGeneratorPath, type CodeGeneratorBody, type GeneratedFile } from '../../api/visual-dev';
import type { ResourceClient } from '../../api/resource-client';

export interface CodeGeneratorCalls {
  preview(id: string, body: CodeGeneratorBody): Promise<GeneratedFile[]>;
  /** The zip to download: its name and address. */
  download(id: string, body: CodeGeneratorBody): Promise<{ name: string; url: string }>;
}

/** `client` is 功能设计's (`visualdev/Base`): the generator's calls go over the same connection. */
export function codeGeneratorCalls(client: ResourceClient): CodeGeneratorCalls {
  const generater = client.at(codeGeneratorPath);
  const action = (id: string, name: string) => `/${encodeURIComponent(id)}/Actions/${name}`;
  return {
    preview: async (id, body) => (await generater.send<{ list: GeneratedFile[] }>('POST', action(id, 'CodePreview'), body)).data.list,
    download: async (id, body) => {
      const file = (await generater.send<{ name: string; url: string }>('POST', action(id, 'DownloadCode'), body)).data;
      return { name: file.name, url: client.resolveUrl?.(file.url) ?? file.url };
    },
  };
}

/** The module and class names a definition's code suggests: its letters and digits, lower-case first, capital first. */
export function suggestedNames(enCode: string): { module: string; className: string } {
  const word = enCode.replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) => (next ? next.toUpperCase() : ''));
  const base = /^[A-Za-z]/.test(word) ? word : `m${word}`;
  return { module: base[0]!.toLowerCase() + base.slice(1), className: base[0]!.toUpperCase() + base.slice(1) };
}
