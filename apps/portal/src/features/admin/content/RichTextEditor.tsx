import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

// Loaded with React.lazy by the article form only: tiptap and ProseMirror stay in this chunk.

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border.base};
  border-radius: ${({ theme }) => theme.radius.base};

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
  padding: ${({ theme }) => theme.spacing.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.light};
  background: ${({ theme }) => theme.colors.background.base};
`;

const ToolButton = styled.button`
  min-width: 28px;
  height: 28px;
  padding: 0 6px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.base};
  background: transparent;
  color: ${({ theme }) => theme.colors.text.regular};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primaryBorder};
    background: ${({ theme }) => theme.colors.primaryBackground};
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.text.disabled};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

const Content = styled.div`
  .ProseMirror {
    min-height: 240px;
    max-height: 480px;
    overflow: auto;
    padding: ${({ theme }) => theme.spacing.md};
    outline: none;
    line-height: 1.7;
  }
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.regular};
`;

interface ToolProps {
  label: string;
  /** A formatting state the button toggles; undefined for an action (undo). */
  pressed?: boolean;
  disabled?: boolean;
  onPress: () => void;
  children: string;
}

function Tool({ label, pressed, disabled, onPress, children }: ToolProps) {
  return (
    <ToolButton
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keeps the selection in the text while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {children}
    </ToolButton>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const editLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(t('content.editor.linkPrompt'), previous);
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  return (
    <Bar role="toolbar" aria-label={t('content.editor.toolbar')}>
      <Tool
        label={t('content.editor.bold')}
        pressed={state.bold}
        onPress={() => chain().toggleBold().run()}
      >
        B
      </Tool>
      <Tool
        label={t('content.editor.italic')}
        pressed={state.italic}
        onPress={() => chain().toggleItalic().run()}
      >
        I
      </Tool>
      <Tool
        label={t('content.editor.heading2')}
        pressed={state.h2}
        onPress={() => chain().toggleHeading({ level: 2 }).run()}
      >
        H2
      </Tool>
      <Tool
        label={t('content.editor.heading3')}
        pressed={state.h3}
        onPress={() => chain().toggleHeading({ level: 3 }).run()}
      >
        H3
      </Tool>
      <Tool
        label={t('content.editor.bulletList')}
        pressed={state.bullet}
        onPress={() => chain().toggleBulletList().run()}
      >
        •
      </Tool>
      <Tool
        label={t('content.editor.orderedList')}
        pressed={state.ordered}
        onPress={() => chain().toggleOrderedList().run()}
      >
        1.
      </Tool>
      <Tool label={t('content.editor.link')} pressed={state.link} onPress={editLink}>
        🔗
      </Tool>
      <Tool
        label={t('content.editor.undo')}
        disabled={!state.canUndo}
        onPress={() => chain().undo().run()}
      >
        ↶
      </Tool>
      <Tool
        label={t('content.editor.redo')}
        disabled={!state.canRedo}
        onPress={() => chain().redo().run()}
      >
        ↷
      </Tool>
    </Bar>
  );
}

export interface RichTextEditorProps {
  label: string;
  /** HTML as the server answered it (sanitised when saved). */
  value: string;
  onChange: (html: string) => void;
}

/** The article text: tiptap with a formatting toolbar; unknown markup is dropped by its schema. */
export default function RichTextEditor({ label, value, onChange }: RichTextEditorProps) {
  const labelId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    immediatelyRender: true,
  });
  return (
    <div>
      <Label id={labelId}>{label}</Label>
      <Frame>
        {editor ? <Toolbar editor={editor} /> : null}
        <Content>
          <EditorContent editor={editor} />
        </Content>
      </Frame>
    </div>
  );
}
