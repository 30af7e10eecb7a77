import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { mergedTexts } from '../../vite-i18n';

/**
 * Issue 27: one wording for an empty required field, "<Etiket> zorunludur." / "<Label> is required.", set once as the
 * ConfigProvider's validateMessages (providers.tsx). A `required: true` rule gives no message of its own; antd puts the
 * Form.Item's label in ${label}, or its messageVariables.label where the label is not a plain string or does not read
 * as a noun ("Tutar (₺)", "Kime").
 */

const here = dirname(fileURLToPath(import.meta.url));
const srcDir = join(here, '..');
const texts = { tr: mergedTexts(srcDir, 'tr'), en: mergedTexts(srcDir, 'en') };

/**
 * The required rules that keep a message of their own, and why. Each is an "at least one" choice among several, where
 * "Olaylar zorunludur." / "Bölgeler zorunludur." would read as if every event or zone were compulsory.
 */
const OWN_MESSAGES: { file: string; message: string; reason: string }[] = [
  {
    file: 'features/integrations/components/webhooks-card.tsx',
    message: "t('integrations.webhooks.eventsRequired')",
    reason: 'a checkbox group that needs at least one event ticked: "En az bir olay seçin."',
  },
  {
    file: 'features/announcements/routes/announcement-form-page.tsx',
    message: 'requiredMessage',
    reason: 'the zones or stores an announcement goes to, a multiple choice needing at least one: "En az bir bölge seçin."',
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const parsed = sourceFiles(srcDir).map((path) => {
  const text = readFileSync(path, 'utf8');
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return { file: relative(srcDir, path), source: ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind) };
});

function walk(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const propertyName = (p: ts.ObjectLiteralElementLike) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined);
const property = (o: ts.ObjectLiteralExpression, name: string) => o.properties.find((p) => propertyName(p) === name);

/** `{ required: true, … }` */
function isRequiredRule(node: ts.Node): node is ts.ObjectLiteralExpression {
  if (!ts.isObjectLiteralExpression(node)) return false;
  const required = property(node, 'required');
  return !!required && ts.isPropertyAssignment(required) && required.initializer.kind === ts.SyntaxKind.TrueKeyword;
}

/** The message a required rule carries, as written (`t('…')`, a variable), or undefined. */
function ownMessage(rule: ts.ObjectLiteralExpression): string | undefined {
  const message = property(rule, 'message');
  if (!message) return undefined;
  if (ts.isShorthandPropertyAssignment(message)) return message.name.text;
  return ts.isPropertyAssignment(message) ? message.initializer.getText() : message.getText();
}

const requiredRules = parsed.flatMap(({ file, source }) => {
  const found: { file: string; line: number; message: string | undefined }[] = [];
  walk(source, (node) => {
    if (isRequiredRule(node)) found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, message: ownMessage(node) });
  });
  return found;
});

/** An identifier used as a value (not a property's name such as `required` in `{ required: true }`). */
const valueName = (node: ts.Node) =>
  ts.isIdentifier(node) && !((ts.isPropertyAssignment(node.parent) || ts.isPropertyAccessExpression(node.parent)) && node.parent.name === node)
    ? node.text
    : undefined;

/**
 * Exported helpers that are or return required rules (requiredRule, emailRules, personNameRules, …), also through one
 * another: a Form.Item using one gets the shared message too.
 */
const declarations = parsed.flatMap(({ source }) =>
  source.statements
    .filter((s): s is ts.VariableStatement => ts.isVariableStatement(s) && !!s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
    .flatMap((s) => s.declarationList.declarations)
    .flatMap((d) => (ts.isIdentifier(d.name) && d.initializer ? [{ name: d.name.text, initializer: d.initializer }] : [])),
);
const requiredHelpers = new Set<string>();
for (let grown = true; grown;) {
  grown = false;
  for (const { name, initializer } of declarations) {
    if (requiredHelpers.has(name)) continue;
    let has = false;
    walk(initializer, (inner) => (has ||= (isRequiredRule(inner) && !ownMessage(inner)) || requiredHelpers.has(valueName(inner) ?? '')));
    if (has) {
      requiredHelpers.add(name);
      grown = true;
    }
  }
}

/** `t('key')` → key */
function textKey(expression: ts.Expression | undefined): string | undefined {
  if (!expression || !ts.isCallExpression(expression) || !ts.isIdentifier(expression.expression) || expression.expression.text !== 't') return undefined;
  const [first] = expression.arguments;
  return first && ts.isStringLiteral(first) ? first.text : undefined;
}

function attribute(element: ts.JsxOpeningLikeElement, name: string) {
  return element.attributes.properties.find((a): a is ts.JsxAttribute => ts.isJsxAttribute(a) && ts.isIdentifier(a.name) && a.name.text === name);
}

const attributeExpression = (a: ts.JsxAttribute | undefined) => (a?.initializer && ts.isJsxExpression(a.initializer) ? a.initializer.expression : undefined);

/** Every Form.Item whose rules hold a required rule that uses the shared message. */
const requiredItems = parsed.flatMap(({ file, source }) => {
  const items: { where: string; label: ts.JsxAttribute | undefined; messageVariables: ts.JsxAttribute | undefined }[] = [];
  walk(source, (node) => {
    if (!(ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) || node.tagName.getText() !== 'Form.Item') return;
    const rules = attributeExpression(attribute(node, 'rules'));
    if (!rules) return;
    let shared = false;
    walk(rules, (inner) => {
      if (isRequiredRule(inner) && !ownMessage(inner)) shared = true;
      if (requiredHelpers.has(valueName(inner) ?? '')) shared = true;
    });
    if (shared)
      items.push({
        where: `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`,
        label: attribute(node, 'label'),
        messageVariables: attribute(node, 'messageVariables'),
      });
  });
  return items;
});

/** A label antd takes for ${label}: a string literal or `t('…')` (a ReactNode or none gives the field's name). */
function plainLabel(label: ts.JsxAttribute | undefined): boolean {
  if (!label?.initializer) return false;
  if (ts.isStringLiteral(label.initializer)) return true;
  const expression = attributeExpression(label);
  return !!expression && (ts.isStringLiteral(expression) || textKey(expression) !== undefined);
}

/** The key of the text antd puts in ${label}: messageVariables.label, else the label when it is a plain string. */
function labelKey(item: (typeof requiredItems)[number]): string | undefined {
  const variables = attributeExpression(item.messageVariables);
  if (variables && ts.isObjectLiteralExpression(variables)) {
    const label = property(variables, 'label');
    return label && ts.isPropertyAssignment(label) ? textKey(label.initializer) : undefined;
  }
  return textKey(attributeExpression(item.label));
}

describe('required-field messages', () => {
  it('the shared texts hold ${label} in both languages', () => {
    expect(texts.tr['validation.requiredField']).toBe('${label} zorunludur.');
    expect(texts.en['validation.requiredField']).toBe('${label} is required.');
  });

  it('i18next hands ${label} to antd untouched (its own placeholders are {{…}})', async () => {
    // The options of lib/i18n.ts.
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { tr: { translation: texts.tr }, en: { translation: texts.en } },
      lng: 'tr',
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
    });
    expect(i18n.t('validation.requiredField')).toBe('${label} zorunludur.');
    expect(i18n.t('validation.requiredField', { lng: 'en' })).toBe('${label} is required.');
  });

  it('the ConfigProvider gives it for both required and whitespace', () => {
    const providers = readFileSync(join(here, 'providers.tsx'), 'utf8');
    expect(providers).toMatch(/t\('validation\.requiredField'\)/);
    expect(providers).toMatch(/validateMessages: \{ required, whitespace: required \}/);
  });

  it('finds the required rules (the scan works)', () => {
    expect(requiredRules.length).toBeGreaterThan(60);
    expect(requiredItems.length).toBeGreaterThan(60);
    expect([...requiredHelpers]).toEqual(expect.arrayContaining(['requiredRule', 'required', 'emailRules', 'personNameRules']));
  });

  it('no required rule carries its own message outside the short list of exceptions', () => {
    const allowed = (r: { file: string; message?: string }) => OWN_MESSAGES.some((o) => o.file === r.file && o.message === r.message);
    const own = requiredRules.filter((r) => r.message !== undefined && !allowed(r)).map((r) => `${r.file}:${r.line} message: ${r.message}`);
    expect(own, 'drop the message: the ConfigProvider says "<Etiket> zorunludur."').toEqual([]);
    for (const exception of OWN_MESSAGES)
      expect(
        requiredRules.some((r) => r.file === exception.file && r.message === exception.message),
        `${exception.file}: ${exception.message} is no longer there; drop it from OWN_MESSAGES`,
      ).toBe(true);
  });

  it('every field with the shared message has a label antd can put in it', () => {
    // A ReactNode label or none at all would make antd say "zoneId zorunludur.": give messageVariables a label then.
    const missing = requiredItems.filter((item) => !item.messageVariables && !plainLabel(item.label));
    expect(
      missing.map((m) => m.where),
      'pass messageVariables={{ label: t(…) }}',
    ).toEqual([]);
  });

  it('the label in the message reads as a Turkish noun: no "(₺)", no question', () => {
    const odd = requiredItems.flatMap((item) => {
      const key = labelKey(item);
      const text = key ? texts.tr[key] : undefined;
      return text && /[(?:]/.test(text) ? [`${item.where}: "${text} zorunludur."`] : [];
    });
    expect(odd, 'give messageVariables a plainer label').toEqual([]);
  });
});
