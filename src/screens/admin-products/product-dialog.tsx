import { useMutation } from '@apollo/client/react';
import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { FormDialog } from '../../components/form-dialog';
import { toaster } from '../../components/ui/toaster';
import {
  AdminProductsCreateDocument,
  AdminProductsScreenDocument,
  AdminProductsUpdateDocument,
  type ProductsTable_ProductFragment,
} from '../../graphql/__generated__/graphql';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX, SKU_MAX, validateProduct } from '../../lib/validation';
import { FormField, numberFromInput, SelectField } from '../../components/form-field';
import { FORM_ERROR, showServerErrors, useRulesForm } from '../../lib/forms';
import { editableAmount } from '../../lib/money';

interface ProductFormValues {
  name: string;
  category: string;
  sku: string;
  basePoints: string;
  baseAmount: string;
  description: string;
}

function valuesOf(product: ProductsTable_ProductFragment | null): ProductFormValues {
  if (!product) return { name: '', category: '', sku: '', basePoints: '', baseAmount: '', description: '' };
  return {
    name: product.name,
    category: product.category,
    sku: product.sku,
    basePoints: String(product.basePoints),
    baseAmount: editableAmount(product.baseAmount),
    description: product.description ?? '',
  };
}

export interface ProductDialogProps {
  /** The product to edit; null for Create New Product. */
  product: ProductsTable_ProductFragment | null;
  categories: readonly string[];
  onClose: () => void;
  /** Called with the new product after a create. */
  onCreated?: (product: { id: string; sku: string; name: string }) => void;
}

/** Create New Product and Edit Product: the shared product rules in the browser, then the server's (unique SKU). */
export function ProductDialog({ product, categories, onClose, onCreated }: ProductDialogProps) {
  const editing = product !== null;
  const form = useRulesForm<ProductFormValues>({
    defaultValues: valuesOf(product),
    validate: (values) => validateProduct({ ...values, basePoints: numberFromInput(values.basePoints), baseAmount: values.baseAmount.trim() }, { skuRequired: editing }),
  });
  const { errors } = form.formState;
  const options = { refetchQueries: [AdminProductsScreenDocument], awaitRefetchQueries: true };
  const [create, createState] = useMutation(AdminProductsCreateDocument, options);
  const [update, updateState] = useMutation(AdminProductsUpdateDocument, options);
  const loading = createState.loading || updateState.loading;

  const submit = form.handleSubmit(async (values) => {
    const basePoints = numberFromInput(values.basePoints);
    if (basePoints === null) return;
    const fields = {
      name: values.name.trim(),
      category: values.category.trim(),
      basePoints,
      baseAmount: values.baseAmount.trim(),
      description: values.description.trim() || null,
    };
    try {
      if (product) {
        const { data } = await update({ variables: { input: { productId: product.id, ...fields, sku: values.sku.trim() } } });
        const result = data?.updateProduct;
        if (!result || result.errors.length > 0) {
          showServerErrors(form, result?.errors ?? [{ field: null, message: 'The product could not be saved' }]);
          return;
        }
        toaster.create({ type: 'success', title: 'Product Updated', description: 'Product details have been saved' });
      } else {
        const { data } = await create({ variables: { input: { ...fields, sku: values.sku.trim() || null } } });
        const result = data?.createProduct;
        if (!result?.product || result.errors.length > 0) {
          showServerErrors(form, result?.errors ?? [{ field: null, message: 'The product could not be created' }]);
          return;
        }
        toaster.create({ type: 'success', title: 'Product Created', description: 'New product has been added to the catalog' });
        onCreated?.(result.product);
      }
      onClose();
    } catch {
      form.setError(FORM_ERROR, { type: 'server', message: 'The product could not be saved. Please try again.' });
    }
  });

  return (
    <FormDialog
      onOpenChange={(open) => (open ? null : onClose())}
      title={editing ? 'Edit Product' : 'Create New Product'}
      formError={errors[FORM_ERROR]?.message}
      onSubmit={(event) => void submit(event)}
      submitLabel={editing ? 'Save Changes' : 'Create Product'}
      loading={loading}
      loadingText="Saving…"
    >
      <FormField label="Product Name" required error={errors.name?.message}>
        <Input maxLength={PRODUCT_NAME_MAX} {...form.register('name')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <SelectField label="Category" required error={errors.category?.message} placeholder="Select a category" options={categories} {...form.register('category')} />
        <FormField label="SKU" required={editing} error={errors.sku?.message} helper={editing ? undefined : 'Optional; leave empty to generate one'}>
          <Input maxLength={SKU_MAX} fontFamily="mono" {...form.register('sku')} />
        </FormField>
        <FormField label="Base Points" required error={errors.basePoints?.message}>
          <Input inputMode="numeric" {...form.register('basePoints')} />
        </FormField>
        <FormField label="Base Dollars" required error={errors.baseAmount?.message}>
          <Input inputMode="decimal" {...form.register('baseAmount')} />
        </FormField>
      </SimpleGrid>
      <FormField label="Description" error={errors.description?.message} helper="Optional">
        <Textarea rows={3} maxLength={PRODUCT_DESCRIPTION_MAX} {...form.register('description')} />
      </FormField>
    </FormDialog>
  );
}
