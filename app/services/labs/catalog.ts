// The cloud labs (docs/product/cloud-labs.md#the-labs). Each step's check is a bash script that
// runs in the lab's sandbox against the session's services; it exits 0 when the step is done and
// otherwise prints what is still missing.
import { LAB_ENDPOINTS } from "~/engine/labs";

interface LabStep {
  title: string;
  /** Markdown */
  instructions: string;
  check: string;
}

export interface LabDefinition {
  slug: string;
  title: string;
  summary: string;
  /** Markdown */
  description: string;
  services: readonly ("S3" | "DynamoDB")[];
  /** files in the sandbox's workspace for every command */
  files: Record<string, string>;
  steps: LabStep[];
}

const S3 = `aws --endpoint-url ${LAB_ENDPOINTS.s3}`;
const DDB = `aws --endpoint-url ${LAB_ENDPOINTS.dynamodb}`;

export const LABS: readonly LabDefinition[] = [
  {
    slug: "s3-buckets-and-objects",
    title: "Store files in S3: buckets and objects",
    summary: "Create a bucket, upload a report under a prefix and list what is stored.",
    description:
      "Amazon S3 keeps *objects* (files and their metadata) in *buckets*. In this lab you create a bucket, upload a file from your workspace under a key prefix and check what the bucket holds, with the `aws s3` and `aws s3api` commands.",
    services: ["S3"],
    files: { "report.txt": "Quarterly report\n================\nRevenue grew 12% over the last quarter.\n" },
    steps: [
      {
        title: "Create a bucket",
        instructions: `Create a bucket named \`codelift-reports\`:\n\n\`\`\`bash\n${S3} s3 mb s3://codelift-reports\n\`\`\``,
        check: `${S3} s3api head-bucket --bucket codelift-reports >/dev/null 2>&1 || { echo "There is no bucket named codelift-reports yet."; exit 1; }`,
      },
      {
        title: "Upload the report",
        instructions: `Your workspace holds \`report.txt\`. Upload it to the key \`2026/report.txt\` and list the bucket:\n\n\`\`\`bash\n${S3} s3 cp report.txt s3://codelift-reports/2026/report.txt\n${S3} s3 ls s3://codelift-reports --recursive\n\`\`\``,
        check: `${S3} s3api head-object --bucket codelift-reports --key 2026/report.txt >/dev/null 2>&1 || { echo "s3://codelift-reports/2026/report.txt does not exist yet."; exit 1; }`,
      },
    ],
  },
  {
    slug: "dynamodb-put-and-query",
    title: "DynamoDB: a table, items and a query",
    summary: "Create a table with a partition and a sort key, put items and query one customer's orders.",
    description:
      "Amazon DynamoDB stores *items* in *tables*, found by their key: a partition key and, optionally, a sort key. In this lab you create an `Orders` table, put a few orders and query one customer's orders with `aws dynamodb`.",
    services: ["DynamoDB"],
    files: {
      "order-1.json": '{"customer": {"S": "ada"}, "orderId": {"S": "2026-001"}, "total": {"N": "42"}}\n',
      "order-2.json": '{"customer": {"S": "ada"}, "orderId": {"S": "2026-002"}, "total": {"N": "17"}}\n',
    },
    steps: [
      {
        title: "Create the Orders table",
        instructions: `Create a table \`Orders\` whose partition key is \`customer\` (a string) and sort key \`orderId\` (a string):\n\n\`\`\`bash\n${DDB} dynamodb create-table --table-name Orders --attribute-definitions AttributeName=customer,AttributeType=S AttributeName=orderId,AttributeType=S --key-schema AttributeName=customer,KeyType=HASH AttributeName=orderId,KeyType=RANGE --billing-mode PAY_PER_REQUEST\n\`\`\``,
        check: `keys=$(${DDB} dynamodb describe-table --table-name Orders --query 'Table.KeySchema[].AttributeName' --output text 2>/dev/null) || { echo "There is no table named Orders yet."; exit 1; }
[ "$keys" = "$(printf 'customer\\torderId')" ] || { echo "Orders should have the keys customer and orderId (it has: $keys)."; exit 1; }`,
      },
      {
        title: "Put two orders and query them",
        instructions: `Put both orders of your workspace, then query Ada's orders:\n\n\`\`\`bash\n${DDB} dynamodb put-item --table-name Orders --item file://order-1.json\n${DDB} dynamodb put-item --table-name Orders --item file://order-2.json\n${DDB} dynamodb query --table-name Orders --key-condition-expression 'customer = :c' --expression-attribute-values '{":c":{"S":"ada"}}'\n\`\`\``,
        check: `n=$(${DDB} dynamodb query --table-name Orders --key-condition-expression 'customer = :c' --expression-attribute-values '{":c":{"S":"ada"}}' --select COUNT --query Count --output text 2>/dev/null) || { echo "The Orders table cannot be queried yet."; exit 1; }
[ "$n" -ge 2 ] 2>/dev/null || { echo "Ada has $n order(s) in Orders; put at least 2."; exit 1; }`,
      },
    ],
  },
  {
    slug: "s3-uploads-indexed-in-dynamodb",
    title: "Index S3 uploads in a DynamoDB table",
    summary: "Upload a file to S3 and record its key and size in DynamoDB, the way an upload service keeps its index.",
    description:
      "Services often keep files in S3 and what they know about them in DynamoDB. In this lab you upload a file, read its size from S3 and record it in an `Uploads` table keyed by the object's key.",
    services: ["S3", "DynamoDB"],
    files: { "cat.txt": "A cat photo, in text form: =^.^=\n" },
    steps: [
      {
        title: "Upload the file",
        instructions: `Create the bucket \`codelift-uploads\` and upload \`cat.txt\` to the key \`photos/cat.txt\`:\n\n\`\`\`bash\n${S3} s3 mb s3://codelift-uploads\n${S3} s3 cp cat.txt s3://codelift-uploads/photos/cat.txt\n\`\`\``,
        check: `${S3} s3api head-object --bucket codelift-uploads --key photos/cat.txt >/dev/null 2>&1 || { echo "s3://codelift-uploads/photos/cat.txt does not exist yet."; exit 1; }`,
      },
      {
        title: "Record it in the Uploads table",
        instructions: `Create a table \`Uploads\` keyed by \`key\` (a string), read the object's size and put an item with its \`key\` and \`size\` (a number):\n\n\`\`\`bash\n${DDB} dynamodb create-table --table-name Uploads --attribute-definitions AttributeName=key,AttributeType=S --key-schema AttributeName=key,KeyType=HASH --billing-mode PAY_PER_REQUEST\nsize=$(${S3} s3api head-object --bucket codelift-uploads --key photos/cat.txt --query ContentLength --output text)\n${DDB} dynamodb put-item --table-name Uploads --item "{\\"key\\": {\\"S\\": \\"photos/cat.txt\\"}, \\"size\\": {\\"N\\": \\"$size\\"}}"\n\`\`\``,
        check: `size=$(${S3} s3api head-object --bucket codelift-uploads --key photos/cat.txt --query ContentLength --output text 2>/dev/null) || { echo "Upload the file first."; exit 1; }
got=$(${DDB} dynamodb get-item --table-name Uploads --key '{"key": {"S": "photos/cat.txt"}}' --query 'Item.size.N' --output text 2>/dev/null) || { echo "There is no table named Uploads yet."; exit 1; }
[ "$got" = "$size" ] || { echo "Uploads should hold photos/cat.txt with size $size (it has: $got)."; exit 1; }`,
      },
    ],
  },
];

export function findLab(slug: string): LabDefinition | undefined {
  return LABS.find((l) => l.slug === slug);
}
