import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { translateContractMessage } from './messages';

const SOURCE = new URL('.', import.meta.url);
const HAN = /\p{Script=Han}/u;

/**
 * Chinese text in the contract that is data, not a message: it is matched or stored as written,
 * and the server names it per language by its own keys (footprint.type.*, menu name keys).
 */
const DATA_DECLARATIONS = new Set(['FOOTPRINT_TYPES', 'FORM_BUTTONS']);
/** Endpoint summaries are English documentation that may quote a Chinese term. */
const DOCUMENTATION_PROPERTIES = new Set(['summary', 'description']);

interface ContractText {
  file: string;
  text: string;
}

function isData(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isVariableDeclaration(at) && DATA_DECLARATIONS.has(at.name.getText())) return true;
    if (
      ts.isPropertyAssignment(at) &&
      at.initializer === node &&
      DOCUMENTATION_PROPERTIES.has(at.name.getText())
    )
      return true;
  }
  return false;
}

/** A template's `${value}` parts become a sample value, as the message is at run time. */
function textOf(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `128${span.literal.text}`).join('');
  return undefined;
}

/** Every string literal with Chinese in the package's sources (comments are not literals). */
function chineseTexts(): ContractText[] {
  const files = [
    ...readdirSync(new URL('contract/', SOURCE)).map((name) => `contract/${name}`),
    ...readdirSync(SOURCE),
  ].filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'messages.ts');
  const found: ContractText[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      readFileSync(new URL(file, SOURCE), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node): void => {
      const text = textOf(node);
      if (text !== undefined) {
        if (HAN.test(text) && !isData(node)) found.push({ file, text });
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('contract messages', () => {
  const texts = chineseTexts();

  it('finds the messages of the contract files, including PASSWORD_RULE and invoice rules', () => {
    const all = texts.map(({ text }) => text);
    expect(all).toContain('请输入区域名称');
    expect(all).toContain('至少包括字母、数字、特殊字符任意2种且不少于8个字符');
    expect(all).toContain('请输入开户银行');
    expect(all).toContain('password: 密码不能超过128个字符');
    expect(all).not.toContain('全过程咨询');
  });

  it.each(['en', 'es'])('has every Chinese text of the contract in %s', (locale) => {
    const missing = texts
      .filter(({ text }) => HAN.test(translateContractMessage(text, locale)))
      .map(({ file, text }) => `${file}: ${text}`);
    expect(missing).toEqual([]);
  });
});

describe('translateContractMessage', () => {
  it('answers a message in English and Spanish, and Chinese unchanged', () => {
    expect(translateContractMessage('请输入区域名称', 'en')).toBe('Enter the area name');
    expect(translateContractMessage('请输入区域名称', 'es')).toBe('Introduzca el nombre del área');
    expect(translateContractMessage('请输入区域名称', 'zh')).toBe('请输入区域名称');
  });

  it('keeps a field prefix and translates what follows it', () => {
    expect(translateContractMessage('username: 请输入用户名', 'en')).toBe(
      'username: Enter your username',
    );
  });

  it('carries the values of a message with placeholders', () => {
    expect(translateContractMessage('密码不能超过128个字符', 'en')).toBe(
      'Passwords are at most 128 characters',
    );
    expect(translateContractMessage('password: 密码不能超过64个字符', 'es')).toBe(
      'password: La contraseña no puede superar los 64 caracteres',
    );
  });

  it('leaves unknown messages, unknown locales and inherited property names alone', () => {
    expect(
      translateContractMessage('Too small: expected string to have >=1 characters', 'en'),
    ).toBe('Too small: expected string to have >=1 characters');
    expect(translateContractMessage('请输入区域名称', 'fr')).toBe('请输入区域名称');
    expect(translateContractMessage('constructor', 'en')).toBe('constructor');
    expect(translateContractMessage('toString', 'es')).toBe('toString');
  });
});
