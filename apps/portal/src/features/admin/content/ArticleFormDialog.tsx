import {
  cmsArticleCreateSchema,
  type CmsArticle,
  type CmsArticleStatus,
  type CmsCategoryNode,
} from '@ccms/api-client';
import {
  Checkbox,
  Form,
  FormField,
  Input,
  NumberInput,
  Radio,
  RadioGroup,
  Select,
  Textarea,
  type SelectKey,
} from '@ccms/ui';
import { FormDialog } from '../shared/FormDialog';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PanelNote } from '../shared/AdminLayout.styles';
import { contractRule } from '../shared/contractRule';
import { useSaveArticle } from './cmsQueries';

// tiptap is loaded only when an article form opens: other pages never download it.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.xl}`};
  width: 100%;

  > [data-wide] {
    grid-column: 1 / -1;
  }
`;

interface ArticleFormValues {
  title: string;
  categoryId: SelectKey | null;
  summary: string;
  author: string;
  source: string;
  status: string;
  publishedAt: string;
  sort: number | null;
  top: boolean;
  [key: string]: unknown;
}

const schema = cmsArticleCreateSchema.shape;

/** Each category as an option, its path for a name ("新闻 / 行业"). */
function categoryOptions(nodes: readonly CmsCategoryNode[], path = '') {
  const options: { value: string; label: string }[] = [];
  for (const node of nodes) {
    const label = path ? `${path} / ${node.name}` : node.name;
    options.push({ value: node.id, label }, ...categoryOptions(node.children, label));
  }
  return options;
}

export interface ArticleFormDialogProps {
  /** The article to edit (with its content), or null for a new one in `categoryId`. */
  article: CmsArticle | null;
  categoryId: string | null;
  tree: readonly CmsCategoryNode[];
  onClose: () => void;
}

/** 新增 / 编辑 an article: its fields, publication and the rich text (sanitised by the server). */
export function ArticleFormDialog({ article, categoryId, tree, onClose }: ArticleFormDialogProps) {
  const { t, i18n } = useTranslation();
  const [content, setContent] = useState(article?.content ?? '');
  const save = useSaveArticle(onClose);
  const options = useMemo(() => categoryOptions(tree), [tree]);
  const title = article
    ? t('content.articles.form.editTitle', { title: article.title })
    : t('content.articles.form.addTitle');
  const label = (field: string) => t(`content.articles.form.${field}`);
  const rule = (field: keyof typeof schema, required = false) =>
    contractRule(schema[field], i18n.language, { required, label: label(field) });

  return (
    <FormDialog title={title} width="xlarge" isPending={save.isPending} onClose={onClose}>
      {(formId) => (
        <Form<ArticleFormValues>
          id={formId}
          aria-label={title}
          defaultValues={{
            title: article?.title ?? '',
            categoryId: article?.categoryId ?? categoryId,
            summary: article?.summary ?? '',
            author: article?.author ?? '',
            source: article?.source ?? '',
            status: article?.status ?? 'draft',
            publishedAt: article?.publishedAt ?? '',
            sort: article?.sort ?? 0,
            top: article?.top ?? false,
          }}
          onSubmit={(values) =>
            save.mutate({
              ...(article ? { id: article.id } : {}),
              categoryId: String(values.categoryId ?? ''),
              title: values.title.trim(),
              summary: values.summary.trim() || null,
              coverImageId: article?.coverImageId ?? null,
              content,
              author: values.author.trim() || null,
              source: values.source.trim() || null,
              status: values.status as CmsArticleStatus,
              publishedAt: values.publishedAt.trim() || null,
              sort: values.sort ?? 0,
              top: values.top,
            })
          }
        >
          <FieldGrid>
            <div data-wide>
              <FormField<string>
                name="title"
                label={label('title')}
                required
                rules={[rule('title', true)]}
              >
                {(field) => <Input {...field} autoComplete="off" />}
              </FormField>
            </div>
            <FormField<SelectKey | null> name="categoryId" label={label('category')} required>
              {(field) => <Select {...field} options={options} isSearchable />}
            </FormField>
            <FormField<string> name="status" label={label('status')} required>
              {(field) => (
                <RadioGroup {...field} orientation="horizontal">
                  <Radio value="draft">{t('content.status.draft')}</Radio>
                  <Radio value="published">{t('content.status.published')}</Radio>
                </RadioGroup>
              )}
            </FormField>
            <FormField<string> name="author" label={label('author')} rules={[rule('author')]}>
              {(field) => <Input {...field} autoComplete="off" />}
            </FormField>
            <FormField<string> name="source" label={label('source')} rules={[rule('source')]}>
              {(field) => <Input {...field} autoComplete="off" />}
            </FormField>
            <FormField<string>
              name="publishedAt"
              label={label('publishedAt')}
              rules={[rule('publishedAt')]}
            >
              {(field) => (
                <Input {...field} autoComplete="off" description={label('publishedAtHint')} />
              )}
            </FormField>
            <FormField<number | null> name="sort" label={label('sort')}>
              {(field) => <NumberInput {...field} min={0} max={1_000_000} precision={0} />}
            </FormField>
            <FormField<boolean> name="top" label={label('top')}>
              {(field) => (
                <Checkbox isSelected={field.value} onChange={field.onChange}>
                  {label('top')}
                </Checkbox>
              )}
            </FormField>
            <div data-wide>
              <FormField<string> name="summary" label={label('summary')} rules={[rule('summary')]}>
                {(field) => <Textarea {...field} rows={2} />}
              </FormField>
            </div>
            <div data-wide>
              <Suspense fallback={<PanelNote role="status">{label('loadingEditor')}</PanelNote>}>
                <RichTextEditor label={label('content')} value={content} onChange={setContent} />
              </Suspense>
            </div>
          </FieldGrid>
        </Form>
      )}
    </FormDialog>
  );
}
