// 'Datos Generales' of a knowledge-base article (docs/product/self-service.md#knowledge-base): its title, category and
// optional sub-category, who reads it (internal users, or the public: clients, providers or both), its status and its
// body in the rich-text editor, images uploaded to our API. The server's Spanish field messages land on their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import { Grid } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import {
  articleAudienceLabels,
  articleEntityTypeIds,
  articleInput,
  articleStatusLabels,
  type Article,
  type ArticleInput,
  type EntityTypeItem,
} from '@tms/contracts';
import { CatalogueForm } from '@/components/catalogue-kit/components/catalogue-form';
import {
  useCatalogueRecordForm,
  type CatalogueRecordFormProps,
} from '@/components/catalogue-kit/hooks/use-catalogue-record-form';
import { CategoryFields } from '@/components/form/category-fields';
import { FormCells } from '@/components/form/form-cells';
import { FormRichTextField } from '@/components/form/form-rich-text-field';
import { FormSelectField, type SelectOption } from '@/components/form/form-select-field';
import { FormSelectionTable } from '@/components/form/form-selection-table';
import { FormTextField } from '@/components/form/form-text-field';
import { useEntityTypes } from '@/lib/lookups/get-entity-types';
import { useCreateArticle } from '../api/create-article';
import { useUpdateArticle } from '../api/update-article';
import { uploadArticleImage } from '../api/upload-article-image';

const resolver = zodResolver(articleInput);
const fields = ['title', 'body', 'categoryId', 'subCategoryId', 'audience', 'entityTypeIds', 'status'] as const;
const categoryLabels = { category: 'Categoría', subCategory: 'Subcategoría' };

const labelled = (labels: Record<string, string>): SelectOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
const audienceOptions = labelled(articleAudienceLabels);
const statusOptions = labelled(articleStatusLabels);

const entityTypeColumns: GridColDef<EntityTypeItem>[] = [
  { field: 'code', headerName: 'Tipo de entidad', flex: 1, minWidth: 160 },
  { field: 'detail', headerName: 'Descripción', flex: 2, minWidth: 200 },
];
const readerTypes: readonly number[] = articleEntityTypeIds;

const articleFormValues = (article: Article | undefined): ArticleInput => ({
  title: article?.title ?? '',
  body: article?.body ?? '',
  categoryId: article?.categoryId ?? null,
  subCategoryId: article?.subCategoryId ?? null,
  audience: article?.audience ?? 'internal',
  entityTypeIds: article?.entityTypeIds ?? [],
  status: article?.status ?? 'draft',
});

interface ArticleFormProps extends CatalogueRecordFormProps {
  article?: Article;
}

export function ArticleForm({ article, ...recordProps }: ArticleFormProps) {
  const { form, submit, saving } = useCatalogueRecordForm({
    record: article,
    useCreate: useCreateArticle,
    useUpdate: useUpdateArticle,
    resolver,
    defaultValues: articleFormValues(article),
    fields,
    ...recordProps,
  });
  const { control } = form;
  const audience = useWatch({ control, name: 'audience' });
  const entityTypes = useEntityTypes();
  const saved = article && {
    category: { value: article.categoryId, label: article.categoryName },
    subCategory: article.subCategoryId === null ? null : { value: article.subCategoryId, label: article.subCategoryName ?? '' },
  };

  return (
    <CatalogueForm label="Datos Generales" onSubmit={submit} saving={saving}>
      <FormCells size={12}>
        <FormTextField control={control} name="title" label="Título" required autoComplete="off" />
      </FormCells>
      <CategoryFields form={form} labels={categoryLabels} saved={saved} subCategoryOptional />
      <FormCells>
        <FormSelectField control={control} name="audience" label="Audiencia" required options={audienceOptions} />
        <FormSelectField control={control} name="status" label="Estado" required options={statusOptions} />
      </FormCells>
      {audience === 'public' && (
        <Grid size={12}>
          <FormSelectionTable
            control={control}
            name="entityTypeIds"
            label="Dirigido a"
            rows={(entityTypes.data ?? []).filter((type) => readerTypes.includes(type.id))}
            columns={entityTypeColumns}
            loading={entityTypes.isLoading}
            pageSize={5}
          />
        </Grid>
      )}
      <Grid size={12}>
        <FormRichTextField control={control} name="body" label="Contenido" required onUploadImage={uploadArticleImage} />
      </Grid>
    </CatalogueForm>
  );
}
