/**
 * The files of the code generator (docs/visual-dev.md "Code generator"): the stored definition as
 * designed (formData.json, columnData.json, a data view's dataInterface.json), the parts the browser
 * compiled (form.schema.json, form.ui.json, page.json), a screen module for this project that mounts them
 * (`<ClassName>Screen.tsx`, over screens/online/CompiledOnlineScreen.tsx) and a README. Pure: the routes
 * load the definition and check the body first.
 */
import type { CodeGeneratorBody, GeneratedFile, VisualDevWebType } from '../../api/visual-dev';

/** The stored definition the files are made of (its JSON parts as JSON text, as stored). */
export interface GeneratedDefinition {
  id: string;
  fullName: string;
  enCode: string;
  webType: VisualDevWebType;
  formData: string | null;
  columnData: string | null;
  interfaceId: string | null;
  interfaceName: string | null;
  interfaceParam: string | null;
}

const webTypeNames: Record<VisualDevWebType, string> = { 1: '纯表单', 2: '表单加列表', 4: '数据视图' };

/** A JSON part as the file holds it: indented, or null for none or unreadable text. */
function readable(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return `${JSON.stringify(value, null, 2)}\n`;
  try {
    return `${JSON.stringify(JSON.parse(value), null, 2)}\n`;
  } catch {
    return null;
  }
}

/** Text safe inside a block comment and on one line. */
const commentText = (text: string) => text.replace(/\*\//g, '*\u200b/').replace(/\s+/g, ' ').trim();

/** A string as TypeScript writes it in this project: single quotes. */
const tsString = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\r?\n/g, '\\n')}'`;

/** A block comment of the words, wrapped at 100 characters. */
function blockComment(text: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of commentText(text).split(' ')) {
    if (line && line.length + word.length + 1 > 96) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return ['/**', ...lines.map((text) => ` * ${text}`), ' */'].join('\n');
}

/** The date of `now` in China (UTC+8), as yyyy-mm-dd. */
const dateOf = (now: Date) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

interface Part {
  fileName: string;
  /** The name the screen module imports it as. */
  binding: string;
  content: string;
  what: string;
}

function partsOf(definition: GeneratedDefinition, body: CodeGeneratorBody): Part[] {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const parts: (Part | null)[] = [];
  const { webType } = definition;
  const designed = (fileName: string, binding: string, value: string | null, what: string) => {
    const content = readable(value);
    return content ? { fileName, binding, content, what } : null;
  };
  if (webType !== 4) {
    parts.push(designed('formData.json', 'formData', definition.formData, 'the form as designed (JNPF `formData`)'));
    parts.push({
      fileName: 'form.schema.json',
      binding: 'formSchema',
      content: json(body.formSchema),
      what: "the form's JSON Schema, compiled by the engine",
    });
    parts.push({
      fileName: 'form.ui.json',
      binding: 'formUi',
      content: json(body.formUi),
      what: "the form's UI schema (kinds, layout, settings), compiled by the engine",
    });
  }
  if (webType !== 1) {
    parts.push(designed('columnData.json', 'columnData', definition.columnData, 'the list as designed (JNPF `columnData`)'));
    parts.push({
      fileName: 'page.json',
      binding: 'page',
      content: json(body.pageSchema),
      what: "the list's page schema (the page engine's)",
    });
  }
  if (webType === 4)
    parts.push({
      fileName: 'dataInterface.json',
      binding: 'dataInterface',
      content: json({
        interfaceId: definition.interfaceId,
        interfaceName: definition.interfaceName,
        interfaceParam: readable(definition.interfaceParam) ? JSON.parse(definition.interfaceParam!) : [],
      }),
      what: 'the data interface the list runs and its parameters (JNPF `interfaceId`, `interfaceParam`)',
    });
  return parts.filter((part): part is Part => part !== null);
}

/** The screen module: the files as a `CompiledOnlineFiles` mounted by `CompiledOnlineScreen`. */
function screenModule(definition: GeneratedDefinition, body: CodeGeneratorBody, parts: Part[], now: Date): string {
  const component = `${body.className}Screen`;
  const description = body.description?.trim() ? ` ${body.description.trim()}.` : '';
  const imports = parts
    .filter((part) => part.fileName !== 'dataInterface.json')
    .map((part) => `import ${part.binding} from './${part.fileName}';`)
    .sort();
  const bindings = parts.filter((part) => part.fileName !== 'dataInterface.json').map((part) => part.binding);
  const about = blockComment(
    `${definition.fullName} (${definition.enCode}, ${webTypeNames[definition.webType]}): the screen 功能设计's code generator made on ` +
      `${dateOf(now)} from the stored definition.${description} The files beside it are the definition as designed and what ` +
      `the engine compiled of it; the records are the released definition's (\`/api/visualdev/OnlineDev/${definition.id}\`), ` +
      'under the grants of the menu it is shown in. README.md says how to mount it.',
  );
  return `${about}
import '../../../widgets';
import { CompiledOnlineScreen, type CompiledOnlineFiles, type CompiledOnlineScreenProps } from '../../online/CompiledOnlineScreen';
${imports.join('\n')}

const files: CompiledOnlineFiles = {
  modelId: ${tsString(definition.id)},
  fullName: ${tsString(definition.fullName)},
  webType: ${definition.webType},
  ${bindings.join(',\n  ')},
};

export function ${component}(props: CompiledOnlineScreenProps) {
  return <CompiledOnlineScreen files={files} {...props} />;
}
`;
}

function readme(definition: GeneratedDefinition, body: CodeGeneratorBody, parts: Part[], screenFile: string, now: Date): string {
  const rows = [
    `| \`${screenFile}\` | the screen: \`${body.className}Screen\` mounts the files below with the project's generated-form screens |`,
    ...parts.map((part) => `| \`${part.fileName}\` | ${part.what} |`),
  ];
  const description = body.description?.trim() ? `\n${body.description.trim()}\n` : '';
  return `# ${definition.fullName} (${body.module})

Generated on ${dateOf(now)} by 功能设计's code generator from the definition ${definition.fullName} (\`${definition.enCode}\`,
web type ${definition.webType}, ${webTypeNames[definition.webType]}).
${description}
| file | what it is |
| --- | --- |
${rows.join('\n')}

## Using it

1. Copy the folder to \`screens/generated/${body.module}/\` (the screen's imports are relative to it).
2. Mount \`${body.className}Screen\` where a route shows it, with the services
   \`shell/routes/OnlineModelRoute.tsx\` gives the generated-form screen: the OnlineDev client
   (\`createOnlineClient(http)\`), the menu's id (\`menuId\`: its grants and data rules apply), the form data
   source (\`useFormSource()\`) and \`notify\`.
3. The screen reads and writes the records of the released definition \`${definition.id}\`: release it (发布)
   and grant its menu to the roles that use the screen.

The form and the list are the ones compiled when the files were generated: after the definition changes,
generate them again.
`;
}

/** The generated files, in the order the preview lists them. */
export function generatedFiles(definition: GeneratedDefinition, body: CodeGeneratorBody, now: Date): GeneratedFile[] {
  const parts = partsOf(definition, body);
  const screenFile = `${body.className}Screen.tsx`;
  const file = (fileName: string, fileContent: string): GeneratedFile => ({
    folderName: body.module,
    fileName,
    fileType: fileName.slice(fileName.lastIndexOf('.') + 1),
    fileContent,
  });
  return [
    file(screenFile, screenModule(definition, body, parts, now)),
    ...parts.map((part) => file(part.fileName, part.content)),
    file('README.md', readme(definition, body, parts, screenFile, now)),
  ];
}
