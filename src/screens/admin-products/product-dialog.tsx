import { useMutation } from '@apollo/client/react';
import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { FormDialog } from '../../components/form-dialog';
import { useState, type FormEvent } from 'react';
import { toaster } from '../../components/ui/toaster';
import {
  AdminProductsCreateDocument,
  AdminProductsScreenDocument,
  AdminProductsUpdateDocument,
  type ProductsTable_ProductFragment,
} from '../../graphql/__generated__/graphql';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX, SKU_MAX, validateProduct } from '../../lib/validation';
import { errorsForForm, FormField, numberFromInput, SelectInput } from '../../components/form-field';
import { editableAmount } from '../../lib/money';

const FIELDS = ['name', 'category', 'sku', 'basePoints', 'baseAmount', 'description'];

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
  const [values, setValues] = useState(() => valuesOf(product));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const options = { refetchQueries: [AdminProductsScreenDocument], awaitRefetchQueries: true };
  const [create, createState] = useMutation(AdminProductsCreateDocument, options);
  const [update, updateState] = useMutation(AdminProductsUpdateDocument, options);
  const loading = createState.loading || updateState.loading;
  const set = (key: keyof ProductFormValues, value: string) => setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const basePoints = numberFromInput(values.basePoints);
    const baseAmount = values.baseAmount.trim();
    const problems = validateProduct({ ...values, basePoints, baseAmount }, { skuRequired: editing });
    if (problems.length > 0 || basePoints === null) {
      setErrors(errorsForForm(problems, FIELDS));
      return;
    }
    const fields = {
      name: values.name.trim(),
      category: values.category.trim(),
      basePoints,
      baseAmount,
      description: values.description.trim() || null,
    };
    try {
      if (product) {
        const { data } = await update({ variables: { input: { productId: product.id, ...fields, sku: values.sku.trim() } } });
        const result = data?.updateProduct;
        if (!result || result.errors.length > 0) {
          setErrors(errorsForForm(result?.errors ?? [{ field: null, message: 'The product could not be saved' }], FIELDS));
          return;
        }
        toaster.create({ type: 'success', title: 'Product Updated', description: 'Product details have been saved' });
      } else {
        const { data } = await create({ variables: { input: { ...fields, sku: values.sku.trim() || null } } });
        const result = data?.createProduct;
        if (!result?.product || result.errors.length > 0) {
          setErrors(errorsForForm(result?.errors ?? [{ field: null, message: 'The product could not be created' }], FIELDS));
          return;
        }
        toaster.create({ type: 'success', title: 'Product Created', description: 'New product has been added to the catalog' });
        onCreated?.(result.product);
      }
      onClose();
    } catch {
      setErrors({ _form: 'The product could not be saved. Please try again.' });
    }
  };

  return (
    <FormDialog
      onOpenChange={(open) => (open ? null : onClose())}
      title={editing ? 'Edit Product' : 'Create New Product'}
      formError={errors._form}
      onSubmit={(event) => void submit(event)}
      submitLabel={editing ? 'Save Changes' : 'Create Product'}
      loading={loading}
      loadingText="Saving…"
    >
      <FormField label="Product Name" required error={errors.name}>
        <Input value={values.name} maxLength={PRODUCT_NAME_MAX} onChange={(event) => set('name', event.target.value)} />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label="Category" required error={errors.category}>
          <SelectInput value={values.category} onChange={(value) => set('category', value)} placeholder="Select a category" options={categories} />
        </FormField>
        <FormField label="SKU" required={editing} error={errors.sku} helper={editing ? undefined : 'Optional; leave empty to generate one'}>
          <Input value={values.sku} maxLength={SKU_MAX} onChange={(event) => set('sku', event.target.value)} fontFamily="mono" />
        </FormField>
        <FormField label="Base Points" required error={errors.basePoints}>
          <Input inputMode="numeric" value={values.basePoints} onChange={(event) => set('basePoints', event.target.value)} />
        </FormField>
        <FormField label="Base Dollars" required error={errors.baseAmount}>
          <Input inputMode="decimal" value={values.baseAmount} onChange={(event) => set('baseAmount', event.target.value)} />
        </FormField>
      </SimpleGrid>
      <FormField label="Description" error={errors.description} helper="Optional">
        <Textarea value={values.description} rows={3} maxLength={PRODUCT_DESCRIPTION_MAX} onChange={(event) => set('description', event.target.value)} />
      </FormField>
    </FormDialog>
  );
}
