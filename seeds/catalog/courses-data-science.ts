import type { SeedCourse } from "./types";

export const dataScienceCourses: SeedCourse[] = [
  {
    authorId: 4831,
    collectionId: 100008,
    slug: "pandas-data-analysis",
    title: "Data Analysis with pandas",
    summary: "Load, clean, filter, group, join and reshape tabular data with pandas, and analyse time series with resampling and rolling windows.",
    category: "data-science",
    tags: ["programming-languages"],
    difficulty: "intermediate",
    isFree: false,
    isEarlyAccess: false,
    rank: 8,
    sections: [
      {
        title: "Getting to Know Your Data",
        lessons: [
          {
            slug: "introduction-to-pandas",
            title: "Introduction to pandas",
            summary: "Understand Series and DataFrames, load a CSV file, inspect its structure and compute new columns with vectorised operations.",
            minutes: 9,
            body: `## What pandas gives you

pandas is Python's standard library for tabular data: think of a spreadsheet or a SQL table that you manipulate with code. Its two core types are the **Series**, a one-dimensional labelled array, and the **DataFrame**, a table of named columns that share one row index. Each column is a Series with a single data type, stored as a NumPy array, which is why operations on whole columns are fast.

\`\`\`bash
python -m pip install pandas
\`\`\`

## Loading data

\`pd.read_csv\` accepts a path, a URL or any file-like object. To keep this lesson self-contained the data is inline:

\`\`\`python
from io import StringIO
import pandas as pd

csv = StringIO("""order_id,date,region,product,units,unit_price
1001,2024-01-03,north,keyboard,2,49.50
1002,2024-01-03,south,mouse,5,19.99
1003,2024-01-04,north,monitor,1,189.00
1004,2024-01-07,east,keyboard,1,49.50
1005,2024-01-09,south,monitor,2,189.00
1006,2024-01-12,west,mouse,3,19.99
1007,2024-01-15,east,cable,10,7.25
1008,2024-01-15,north,cable,4,7.25
""")

sales = pd.read_csv(csv, parse_dates=["date"])

print(sales.shape)        # (8, 6): rows, columns
print(sales.head(3))      # first rows
print(sales.dtypes)       # type of each column
sales.info()              # types, non-null counts, memory use
print(sales.describe())   # count, mean, std, min, quartiles, max of numeric columns
\`\`\`

Always look before you analyse. \`info()\` reveals missing values and columns read with the wrong type, for example a price column that came in as text because one row contains \`"n/a"\`.

## Vectorised operations

Arithmetic on columns applies to every row at once, with no explicit loop:

\`\`\`python
sales["revenue"] = sales["units"] * sales["unit_price"]
sales["weekday"] = sales["date"].dt.day_name()

print(sales[["order_id", "revenue", "weekday"]])
print("total revenue:", sales["revenue"].sum().round(2))   # 976.92
print("average order:", sales["revenue"].mean().round(2))
\`\`\`

| Task | Write |
| --- | --- |
| select one column (a Series) | \`sales["units"]\` |
| select several columns (a DataFrame) | \`sales[["units", "unit_price"]]\` |
| add or replace a column | \`sales["x"] = ...\` |
| summary of a column | \`.sum()\`, \`.mean()\`, \`.max()\`, \`.value_counts()\` |
| date parts | \`.dt.year\`, \`.dt.month\`, \`.dt.day_name()\` |
| text operations | \`.str.lower()\`, \`.str.contains("x")\` |

## Avoid row-by-row loops

Newcomers often write \`for index, row in sales.iterrows():\`. It works but is typically hundreds of times slower than the vectorised equivalent and is rarely necessary. If you find yourself looping over rows, look for a column operation, \`np.where\` for conditional values, or \`.map\` with a dictionary for lookups:

\`\`\`python
import numpy as np

sales["size"] = np.where(sales["revenue"] >= 100, "large", "small")
sales["region_code"] = sales["region"].map({"north": "N", "south": "S", "east": "E", "west": "W"})
print(sales[["revenue", "size", "region_code"]].head())
\`\`\`

The rest of this course uses this same \`sales\` table, so keep the snippet handy.
`,
          },
          {
            slug: "selecting-and-filtering",
            title: "Selecting and Filtering Data",
            summary: "Select rows and columns by label with loc and by position with iloc, filter with boolean masks and query, and sort results.",
            minutes: 10,
            body: `## Three ways to select

This lesson continues with the \`sales\` DataFrame from the introduction, including the \`revenue\` column.

| Accessor | Selects by | Example |
| --- | --- | --- |
| \`df["col"]\` | column name | \`sales["region"]\` |
| \`df.loc[rows, cols]\` | **labels** and boolean masks | \`sales.loc[sales["units"] > 2, ["product", "units"]]\` |
| \`df.iloc[rows, cols]\` | integer **positions** | \`sales.iloc[:3, 0:2]\` |

\`loc\` slices include the end label; \`iloc\` slices exclude the end position, as in plain Python.

## Boolean masks

A comparison on a column produces a Series of \`True\`/\`False\`, and indexing with it keeps the \`True\` rows:

\`\`\`python
big_orders = sales[sales["revenue"] > 100]

north_or_east = sales[sales["region"].isin(["north", "east"])]

north_keyboards = sales[(sales["region"] == "north") & (sales["product"] == "keyboard")]

not_cables = sales[~(sales["product"] == "cable")]

print(big_orders[["order_id", "product", "revenue"]])
\`\`\`

Combine conditions with \`&\` (and), \`|\` (or) and \`~\` (not), and wrap each condition in parentheses. Python's \`and\`/\`or\` do not work on Series and raise "The truth value of a Series is ambiguous".

## query for readable filters

\`DataFrame.query\` takes the condition as a string, which often reads better for long filters. Local variables are referenced with \`@\`:

\`\`\`python
min_units = 3
result = sales.query("region in ['north', 'south'] and units >= @min_units")
print(result[["order_id", "region", "units"]])
\`\`\`

## Selecting and assigning with loc

When you modify a subset, do it in **one** \`loc\` call:

\`\`\`python
# Apply a 10% discount to cable orders of 10 units or more
mask = (sales["product"] == "cable") & (sales["units"] >= 10)
sales.loc[mask, "unit_price"] = sales.loc[mask, "unit_price"] * 0.9
sales["revenue"] = sales["units"] * sales["unit_price"]
\`\`\`

Chained indexing such as \`sales[mask]["unit_price"] = ...\` modifies a temporary copy and leaves \`sales\` unchanged. Older pandas versions warn with \`SettingWithCopyWarning\`; with copy-on-write, the default from pandas 3.0, the assignment simply never reaches \`sales\`. If you want an independent subset to modify, say so explicitly with \`.copy()\`.

## Sorting and top-N

\`\`\`python
by_revenue = sales.sort_values("revenue", ascending=False)
by_region_then_revenue = sales.sort_values(["region", "revenue"], ascending=[True, False])
top3 = sales.nlargest(3, "revenue")

print(top3[["order_id", "product", "revenue"]])
\`\`\`

## Setting a meaningful index

The default index is 0, 1, 2… If rows have a natural key, make it the index so \`loc\` can look rows up by it:

\`\`\`python
orders = sales.set_index("order_id")
print(orders.loc[1003, "product"])   # monitor
print(orders.loc[1003:1005, ["region", "revenue"]])   # label slice, end included
\`\`\`

A good rule of thumb: use \`loc\` with labels and masks in analysis code, reserve \`iloc\` for genuinely positional tasks such as "the first five rows", and avoid the ambiguous plain \`df[...]\` for anything except selecting columns or filtering with a mask.
`,
          },
          {
            slug: "cleaning-messy-data",
            title: "Cleaning Messy Data",
            summary: "Find and handle missing values, fix column types, normalise text, parse dates and remove duplicate rows.",
            minutes: 11,
            body: `## Real data is messy

Exports from spreadsheets, forms and legacy systems arrive with inconsistent capitalisation, stray spaces, currency symbols in number columns, several date formats and duplicated rows. Cleaning typically takes more time than the analysis itself, and a systematic approach saves hours.

\`\`\`python
from io import StringIO
import pandas as pd

raw = pd.read_csv(StringIO("""customer,signup_date,plan,monthly_fee,country
 Ada Lovelace ,2024-01-15,Pro,$29.00,UK
Grace Hopper,2024-02-03,basic,$9.00,us
Alan Turing,2024-03-22,PRO,,UK
Grace Hopper,2024-02-03,basic,$9.00,us
Linus Torvalds,not known,Basic,$9.00,
Margaret Hamilton,2024-04-10,pro,29,US
"""))

print(raw.dtypes)            # monthly_fee and signup_date are plain text
print(raw.isna().sum())      # missing values per column
\`\`\`

## Step 1: text columns

\`\`\`python
clean = raw.copy()
clean["customer"] = clean["customer"].str.strip()
clean["plan"] = clean["plan"].str.strip().str.lower()
clean["country"] = clean["country"].str.upper()
print(clean["plan"].value_counts())   # pro 3, basic 3
\`\`\`

\`value_counts()\` on every categorical column is the fastest way to spot spelling variants such as "PRO", "Pro" and "pro".

## Step 2: numbers stored as text

\`\`\`python
clean["monthly_fee"] = pd.to_numeric(
    clean["monthly_fee"].str.replace("$", "", regex=False),
    errors="coerce",
)
\`\`\`

\`errors="coerce"\` turns anything unparseable into \`NaN\` instead of raising, so one bad cell does not stop the pipeline, but check how many values were coerced before moving on.

## Step 3: dates

\`\`\`python
clean["signup_date"] = pd.to_datetime(clean["signup_date"], format="%Y-%m-%d", errors="coerce")
print(clean["signup_date"].isna().sum())   # 1: "not known" became NaT
\`\`\`

Passing an explicit \`format\` is faster and avoids silently misreading \`03/04/2024\` as 3 April in one row and March 4 in another.

## Step 4: missing values

Decide per column, based on what a missing value *means*:

| Strategy | Code | When |
| --- | --- | --- |
| drop rows | \`df.dropna(subset=["signup_date"])\` | the row is useless without the value |
| fill with a constant | \`df["country"].fillna("unknown")\` | missing is a category of its own |
| fill with a statistic | \`df["fee"].fillna(df["fee"].median())\` | a few gaps in a numeric column |
| fill from a lookup | \`df["fee"].fillna(df["plan"].map(prices))\` | the value can be derived |
| leave as NaN | (nothing) | aggregates skip NaN anyway |

\`\`\`python
list_prices = {"basic": 9.0, "pro": 29.0}
clean["monthly_fee"] = clean["monthly_fee"].fillna(clean["plan"].map(list_prices))
clean["country"] = clean["country"].fillna("unknown")
\`\`\`

Here the missing fee can be derived from the plan, which beats guessing with an average.

## Step 5: duplicates and final types

\`\`\`python
print(clean.duplicated().sum())          # 1: Grace appears twice
clean = clean.drop_duplicates().reset_index(drop=True)
clean["plan"] = clean["plan"].astype("category")
clean.info()
print(clean)
\`\`\`

\`drop_duplicates(subset=["customer", "signup_date"])\` compares only the listed columns, which is what you usually want when other columns may differ slightly.

Wrap these steps in a function, \`def clean_customers(raw: pd.DataFrame) -> pd.DataFrame\`, so the same cleaning runs identically on next month's export, and write a few assertions (\`assert clean["monthly_fee"].notna().all()\`) that fail loudly when the source data changes shape.
`,
          },
        ],
      },
      {
        title: "Analysis and Reshaping",
        lessons: [
          {
            slug: "grouping-and-aggregation",
            title: "Grouping and Aggregation",
            summary:
              "Answer per-category questions with groupby and named aggregations, add group-level values with transform, and build pivot tables.",
            minutes: 10,
            body: `## Split, apply, combine

\`groupby\` splits the rows into groups by one or more keys, applies a function to each group and combines the results, the same idea as SQL's \`GROUP BY\`. We continue with the \`sales\` DataFrame and its \`revenue\` column.

\`\`\`python
revenue_by_region = sales.groupby("region")["revenue"].sum().sort_values(ascending=False)
print(revenue_by_region)
\`\`\`

## Named aggregations

To compute several statistics with clear column names, pass \`new_name=(column, function)\` pairs to \`agg\`:

\`\`\`python
summary = (
    sales.groupby("region")
    .agg(
        orders=("order_id", "count"),
        units=("units", "sum"),
        revenue=("revenue", "sum"),
        avg_order=("revenue", "mean"),
        best_order=("revenue", "max"),
    )
    .round(2)
    .sort_values("revenue", ascending=False)
)
print(summary)
\`\`\`

Grouping by several keys gives a hierarchical (Multi)Index. \`as_index=False\` or a trailing \`.reset_index()\` turns the keys back into ordinary columns, which is easier to export or plot:

\`\`\`python
by_region_product = sales.groupby(["region", "product"], as_index=False)["revenue"].sum()
print(by_region_product.head())
\`\`\`

## transform: group values on every row

\`agg\` returns one row per group. \`transform\` returns a result aligned with the **original** rows, which is what you need for "share of group total" or "difference from the group average":

\`\`\`python
sales["region_total"] = sales.groupby("region")["revenue"].transform("sum")
sales["share_of_region"] = (sales["revenue"] / sales["region_total"]).round(3)
print(sales[["order_id", "region", "revenue", "share_of_region"]])
\`\`\`

## Pivot tables

A pivot table puts one key down the rows and another across the columns:

\`\`\`python
pivot = sales.pivot_table(
    index="region",
    columns="product",
    values="revenue",
    aggfunc="sum",
    fill_value=0,
    margins=True,          # adds an "All" row and column with totals
)
print(pivot.round(2))
\`\`\`

\`pd.crosstab(sales["region"], sales["product"])\` is a shortcut that counts occurrences, handy for a quick look at how two categorical columns relate.

## Choosing the right tool

| You want | Use |
| --- | --- |
| one number per group | \`groupby(...).agg(...)\` |
| a group value on every original row | \`groupby(...).transform(...)\` |
| keep only some groups | \`groupby(...).filter(lambda g: len(g) > 1)\` |
| two keys as a grid | \`pivot_table\` |
| counts of combinations | \`value_counts()\` or \`crosstab\` |

## Pitfalls

- \`groupby\` drops rows whose key is \`NaN\` by default. Pass \`dropna=False\` to keep them as their own group.
- Grouping by a categorical column includes categories with no rows. Pass \`observed=True\` to skip them; it is the default from pandas 3.0.
- Prefer built-in aggregation names (\`"sum"\`, \`"mean"\`, \`"nunique"\`) to Python lambdas: they run in optimised code and can be an order of magnitude faster on large data.
`,
          },
          {
            slug: "merging-and-reshaping",
            title: "Merging and Reshaping",
            summary: "Join DataFrames with merge, check join cardinality, stack data with concat and convert between wide and long formats.",
            minutes: 10,
            body: `## merge: SQL joins for DataFrames

Our \`sales\` table has product names but no categories or costs. That information lives in a separate product table:

\`\`\`python
import pandas as pd

products = pd.DataFrame({
    "product": ["keyboard", "mouse", "monitor", "cable", "webcam"],
    "category": ["input", "input", "display", "accessory", "video"],
    "unit_cost": [31.0, 8.5, 120.0, 2.1, 25.0],
})

enriched = sales.merge(products, on="product", how="left", validate="many_to_one", indicator=True)
enriched["margin"] = (enriched["unit_price"] - enriched["unit_cost"]) * enriched["units"]

print(enriched["_merge"].value_counts())     # all "both": every product was found
print(enriched.groupby("category")["margin"].sum().round(2))
\`\`\`

| \`how=\` | Keeps |
| --- | --- |
| \`"inner"\` (default) | only keys present in both |
| \`"left"\` | every row of the left table |
| \`"right"\` | every row of the right table |
| \`"outer"\` | every key from either side |

Two arguments make merges safe:

- \`validate="many_to_one"\` raises an error if a product appears twice in \`products\`. Without it, a duplicate in the lookup table silently duplicates sales rows and inflates every total computed afterwards.
- \`indicator=True\` adds a \`_merge\` column (\`both\`, \`left_only\`, \`right_only\`) showing which rows found a partner. Check it after every left join.

When key columns have different names, use \`left_on="sku", right_on="product_code"\`.

## concat: stacking tables

\`pd.concat\` glues DataFrames with the same columns on top of each other, for example monthly exports:

\`\`\`python
january = pd.DataFrame({"order_id": [1, 2], "revenue": [10.0, 20.0]})
february = pd.DataFrame({"order_id": [3], "revenue": [15.0]})

all_orders = pd.concat([january, february], ignore_index=True)
print(all_orders)
\`\`\`

Build a list of DataFrames and call \`concat\` once at the end; concatenating inside a loop copies all the data on every iteration.

## Wide and long formats

The same data can be laid out two ways:

\`\`\`python
wide = pd.DataFrame({
    "region": ["north", "south"],
    "2023": [1200, 950],
    "2024": [1500, 1010],
})

long = wide.melt(id_vars="region", var_name="year", value_name="revenue")
print(long)
#   region  year  revenue
# 0  north  2023     1200
# 1  south  2023      950
# 2  north  2024     1500
# 3  south  2024     1010

back_to_wide = long.pivot(index="region", columns="year", values="revenue")
print(back_to_wide)
\`\`\`

**Long** (one row per observation) is what \`groupby\`, plotting libraries and databases prefer. **Wide** (one column per period or category) is what people prefer to read in a report. \`melt\` converts wide to long; \`pivot\` converts long to wide and raises an error if an index and column pair occurs twice, in which case use \`pivot_table\` with an aggregation.

## A typical pipeline

Method chaining keeps multi-step transformations readable and avoids a clutter of intermediate variables:

\`\`\`python
report = (
    sales.merge(products, on="product", how="left", validate="many_to_one")
    .assign(margin=lambda d: (d["unit_price"] - d["unit_cost"]) * d["units"])
    .groupby(["region", "category"], as_index=False)["margin"].sum()
    .pivot(index="region", columns="category", values="margin")
    .fillna(0)
    .round(2)
)
print(report)
\`\`\`

\`assign\` with a lambda refers to the DataFrame as it is at that step of the chain, which is what lets the chain flow without naming each intermediate result.
`,
          },
          {
            slug: "time-series-analysis",
            title: "Time Series Analysis",
            summary: "Index data by time, resample to daily, weekly or monthly totals, smooth noise with rolling windows and compare periods.",
            minutes: 11,
            body: `## Dates as the index

Much business data is a time series: sign-ups per day, revenue per hour, CPU load per minute. pandas has first-class support once the dates are real \`datetime64\` values and, ideally, the index. Let us simulate 90 days of website visits with a weekly pattern and an upward trend:

\`\`\`python
import numpy as np
import pandas as pd

rng = np.random.default_rng(seed=42)
days = pd.date_range("2024-01-01", periods=90, freq="D")
weekday_effect = np.where(days.dayofweek >= 5, -150, 0)   # quieter weekends
visits = 1000 + np.arange(90) * 5 + weekday_effect + rng.normal(0, 60, 90)

traffic = pd.DataFrame({"visits": visits.round().astype(int)}, index=days)
traffic.index.name = "day"
print(traffic.head())
\`\`\`

## Selecting by date

A \`DatetimeIndex\` understands partial date strings:

\`\`\`python
print(traffic.loc["2024-02"].shape)                  # every day in February: (29, 1)
print(traffic.loc["2024-03-01":"2024-03-07"])         # an inclusive range
\`\`\`

## Resampling

\`resample\` is \`groupby\` for time: it buckets rows into regular periods and aggregates each bucket.

\`\`\`python
weekly = traffic["visits"].resample("W").sum()       # weeks ending on Sunday
monthly = traffic["visits"].resample("MS").agg(["sum", "mean", "max"])
print(monthly.round(1))
\`\`\`

| Alias | Period |
| --- | --- |
| \`"h"\` | hour |
| \`"D"\` | calendar day |
| \`"W"\` / \`"W-MON"\` | week ending Sunday / Monday |
| \`"MS"\` / \`"ME"\` | month, labelled by its start / end |
| \`"QS"\` | quarter, labelled by its start |

Resampling also works in the other direction, to a finer frequency, where you must decide how to fill the gaps, e.g. \`.resample("h").ffill()\`.

## Rolling windows

Daily numbers are noisy. A rolling mean over seven days removes the weekly pattern and shows the trend:

\`\`\`python
traffic["visits_7d"] = traffic["visits"].rolling(window=7).mean().round(1)
traffic["visits_7d_centered"] = traffic["visits"].rolling(7, center=True).mean()
print(traffic.iloc[5:10])
\`\`\`

The first six values of \`visits_7d\` are \`NaN\` because a full window is not yet available; pass \`min_periods=1\` if partial windows are acceptable. Use trailing windows (the default) for anything a dashboard shows in real time, since a centred window needs future data.

## Comparing periods

\`shift\` moves values along the index, which makes period-over-period comparisons one line each:

\`\`\`python
traffic["week_ago"] = traffic["visits"].shift(7)
traffic["wow_change"] = (traffic["visits"] / traffic["week_ago"] - 1).round(3)
monthly_growth = traffic["visits"].resample("MS").sum().pct_change().round(3)
print(monthly_growth)
\`\`\`

Comparing with the same weekday a week earlier (\`shift(7)\`) avoids reporting every Monday as a spectacular recovery from the weekend.

## Time zones

Store timestamps in UTC and convert only for display. \`tz_localize("UTC")\` attaches a zone to naive timestamps and \`tz_convert("Europe/Berlin")\` converts between zones. Resampling in local time matters when "a day" should mean a business day in one place: otherwise midnight UTC splits an evening's traffic in New York across two days.
`,
          },
        ],
      },
    ],
  },
  {
    authorId: 4831,
    collectionId: 100009,
    slug: "machine-learning-scikit-learn",
    title: "Machine Learning with scikit-learn",
    summary:
      "Train, evaluate and tune machine learning models with scikit-learn: pipelines that prevent data leakage, honest cross-validation, tree ensembles and saving models for production.",
    category: "data-science",
    tags: ["generative-ai"],
    difficulty: "advanced",
    isFree: false,
    isEarlyAccess: false,
    rank: 11,
    sections: [
      {
        title: "The Modelling Workflow",
        lessons: [
          {
            slug: "introduction-to-scikit-learn",
            title: "Introduction to scikit-learn",
            summary:
              "Learn the estimator API of fit, predict and score, split data into training and test sets, and always compare against a baseline.",
            minutes: 9,
            body: `## One API for every model

scikit-learn's strength is consistency. Every model, scaler and encoder is an **estimator** with the same small interface:

| Method | Does |
| --- | --- |
| \`fit(X, y)\` | learn from training data |
| \`predict(X)\` | predict labels or values for new rows |
| \`predict_proba(X)\` | class probabilities (classifiers) |
| \`transform(X)\` | change the data (preprocessing steps) |
| \`score(X, y)\` | default metric: accuracy or R² |

\`X\` is a 2-D table of features (a NumPy array or DataFrame) with one row per sample; \`y\` is the 1-D target. Learn this shape once and you can swap a logistic regression for a gradient-boosted forest by changing one line.

\`\`\`bash
python -m pip install scikit-learn pandas
\`\`\`

## A first model

The breast cancer dataset ships with scikit-learn: 569 tumours described by 30 numeric measurements, labelled malignant or benign.

\`\`\`python
from sklearn.datasets import load_breast_cancer
from sklearn.dummy import DummyClassifier
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import train_test_split
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

X, y = load_breast_cancer(return_X_y=True, as_frame=True)

X_train, X_test, y_train, y_test = train_test_split(
    X, y, test_size=0.25, stratify=y, random_state=0
)

baseline = DummyClassifier(strategy="most_frequent").fit(X_train, y_train)
model = make_pipeline(StandardScaler(), LogisticRegression(max_iter=1000))
model.fit(X_train, y_train)

print(f"baseline accuracy: {baseline.score(X_test, y_test):.3f}")
print(f"model accuracy:    {model.score(X_test, y_test):.3f}")
print(model.predict_proba(X_test.iloc[:3]).round(3))
\`\`\`

The baseline predicts the most common class for every tumour and still scores about 0.63. That is why a baseline is not optional: "92% accurate" means nothing until you know that always guessing the majority class gets 90%.

## The train/test split

A model evaluated on the data it learned from looks better than it is, because it may simply have memorised it. Holding out a **test set** gives an honest estimate of performance on unseen data:

- \`stratify=y\` keeps the class proportions equal in both parts, important with imbalanced classes.
- \`random_state\` makes the split reproducible, so a change in score comes from your change and not from a different shuffle.
- Look at the test set as rarely as possible. Every decision you make after seeing its score (a feature, a parameter) leaks a little information from it into the model. The next lessons use cross-validation on the training data for those decisions.

## Why the scaler is inside the pipeline

Logistic regression is sensitive to feature scales: one feature measured in thousands would dominate others measured in fractions. \`StandardScaler\` rescales each feature to mean 0 and standard deviation 1. Putting it in a pipeline with the model means its means and deviations are learned from the training data only and then *applied* to the test data. That detail, preventing information from the test set leaking into training, is the subject of the next lesson.
`,
          },
          {
            slug: "preprocessing-with-pipelines",
            title: "Preprocessing with Pipelines",
            summary: "Impute, scale and one-hot encode mixed data types with ColumnTransformer, and use pipelines to avoid data leakage.",
            minutes: 12,
            body: `## Real tables have mixed types

Most business datasets mix numbers, categories and gaps. Models need an all-numeric matrix without missing values, so each column type needs its own preprocessing. Here is a synthetic customer-churn table:

\`\`\`python
import numpy as np
import pandas as pd

rng = np.random.default_rng(0)
n = 1000
df = pd.DataFrame({
    "tenure_months": rng.integers(1, 72, n),
    "monthly_fee": rng.normal(50, 15, n).round(2),
    "support_tickets": rng.poisson(1.5, n),
    "plan": rng.choice(["basic", "standard", "premium"], n),
    "region": rng.choice(["north", "south", "east", "west"], n),
})
risk = (
    -0.05 * df["tenure_months"]
    + 0.03 * df["monthly_fee"]
    + 0.4 * df["support_tickets"]
    + np.where(df["plan"] == "basic", 0.8, 0.0)
    + rng.normal(0, 1, n)
)
df["churned"] = (risk > 1.5).astype(int)
df.loc[rng.choice(n, 60, replace=False), "monthly_fee"] = np.nan   # some gaps

X = df.drop(columns="churned")
y = df["churned"]
print(y.mean().round(3), "of customers churned")
\`\`\`

## ColumnTransformer

\`ColumnTransformer\` applies a different pipeline to each group of columns and concatenates the results:

\`\`\`python
from sklearn.compose import ColumnTransformer
from sklearn.impute import SimpleImputer
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import train_test_split
from sklearn.pipeline import Pipeline
from sklearn.preprocessing import OneHotEncoder, StandardScaler

numeric = ["tenure_months", "monthly_fee", "support_tickets"]
categorical = ["plan", "region"]

preprocess = ColumnTransformer([
    ("num", Pipeline([
        ("impute", SimpleImputer(strategy="median")),
        ("scale", StandardScaler()),
    ]), numeric),
    ("cat", OneHotEncoder(handle_unknown="ignore"), categorical),
])

model = Pipeline([
    ("preprocess", preprocess),
    ("classifier", LogisticRegression(max_iter=1000)),
])

X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.2, stratify=y, random_state=0)
model.fit(X_train, y_train)
print(f"test accuracy: {model.score(X_test, y_test):.3f}")
print(model[:-1].get_feature_names_out())
\`\`\`

| Step | Why |
| --- | --- |
| \`SimpleImputer(strategy="median")\` | fill gaps with a value robust to outliers |
| \`StandardScaler\` | put numeric features on a comparable scale |
| \`OneHotEncoder\` | one 0/1 column per category, e.g. \`plan_basic\` |
| \`handle_unknown="ignore"\` | a category never seen in training becomes all zeros instead of an error |

## Data leakage

Leakage means information that would not be available at prediction time sneaks into training, producing scores that collapse in production. The classic form is preprocessing *before* splitting:

\`\`\`python
# Wrong: the scaler sees the test rows' mean and deviation
# X_scaled = StandardScaler().fit_transform(X_numeric)
# X_train, X_test, ... = train_test_split(X_scaled, y)
\`\`\`

Inside a pipeline, \`fit\` learns the medians, means and categories from the training rows only, and \`predict\` applies them unchanged to new rows. Within cross-validation, the whole pipeline is refitted on each training fold, so every fold is evaluated honestly too.

Other forms of leakage no pipeline can catch: features computed using the future (a "total refunds" column that includes refunds after the churn date), or near-duplicate rows of the same customer in both training and test sets. Ask of every feature: *would I know this value at the moment I have to make the prediction?*

## One object to ship

The fitted pipeline accepts raw DataFrames with the original column names, with missing values and text categories, and performs every step itself. That makes it the unit you save, version and deploy, as the final lesson shows.
`,
          },
          {
            slug: "evaluating-classifiers",
            title: "Evaluating Classifiers Honestly",
            summary:
              "Use cross-validation, confusion matrices, precision, recall and ROC AUC, and choose a decision threshold that fits the business cost of errors.",
            minutes: 12,
            body: `## Beyond accuracy

Accuracy answers "what fraction of predictions were right?" For imbalanced problems, such as fraud, churn or disease, it is misleading: if 3% of transactions are fraudulent, a model that never flags anything is 97% accurate and completely useless. We need metrics that look at each kind of error. This lesson continues with the churn \`model\`, \`X\` and \`y\` from the previous lesson.

## Cross-validation

A single train/test split gives one noisy number. **k-fold cross-validation** splits the training data into k folds, trains k times on k−1 folds and evaluates on the remaining one:

\`\`\`python
from sklearn.model_selection import StratifiedKFold, cross_validate

cv = StratifiedKFold(n_splits=5, shuffle=True, random_state=0)
scores = cross_validate(model, X_train, y_train, cv=cv,
                        scoring=["accuracy", "precision", "recall", "roc_auc"])

for metric in ["accuracy", "precision", "recall", "roc_auc"]:
    values = scores[f"test_{metric}"]
    print(f"{metric:>9}: {values.mean():.3f} ± {values.std():.3f}")
\`\`\`

The standard deviation across folds matters as much as the mean. If two models differ by less than that spread, you cannot tell them apart on this data.

## The confusion matrix

\`\`\`python
from sklearn.metrics import classification_report, confusion_matrix

y_pred = model.predict(X_test)
print(confusion_matrix(y_test, y_pred))
print(classification_report(y_test, y_pred, target_names=["stayed", "churned"]))
\`\`\`

| | Predicted stay | Predicted churn |
| --- | --- | --- |
| **Actually stayed** | true negative | false positive |
| **Actually churned** | false negative | true positive |

- **Precision** = TP / (TP + FP): of the customers we flagged, how many really churned? Low precision wastes retention offers.
- **Recall** = TP / (TP + FN): of the customers who churned, how many did we catch? Low recall loses customers silently.
- **F1** is their harmonic mean, useful when you need a single number that punishes neglecting either.

## Thresholds are a business decision

\`predict\` flags a customer when the predicted probability is at least 0.5, but nothing makes 0.5 special. If a retention call costs 5 and a lost customer costs 200, catching more churners is worth many extra calls:

\`\`\`python
import numpy as np
from sklearn.metrics import precision_score, recall_score

proba = model.predict_proba(X_test)[:, 1]
for threshold in [0.3, 0.5, 0.7]:
    flagged = (proba >= threshold).astype(int)
    fp = int(((flagged == 1) & (y_test == 0)).sum())
    fn = int(((flagged == 0) & (y_test == 1)).sum())
    cost = fp * 5 + fn * 200
    print(f"t={threshold}: precision={precision_score(y_test, flagged):.2f} "
          f"recall={recall_score(y_test, flagged):.2f} cost={cost}")
\`\`\`

Lowering the threshold raises recall and lowers precision. Choose it on validation data by minimising the real cost, not by staring at F1.

## ROC AUC

The ROC AUC summarises ranking quality across *all* thresholds: the probability that a randomly chosen churner receives a higher score than a randomly chosen loyal customer. 0.5 is coin-flipping, 1.0 is perfect. It is a good metric for comparing models; the threshold is then chosen separately, as above. For heavily imbalanced data, the precision–recall AUC (\`scoring="average_precision"\`) is more informative, because ROC AUC can look flattering when negatives vastly outnumber positives.
`,
          },
        ],
      },
      {
        title: "Better Models",
        lessons: [
          {
            slug: "hyperparameter-tuning",
            title: "Hyperparameter Tuning",
            summary: "Tune pipeline parameters with GridSearchCV and RandomizedSearchCV, and keep the test set untouched until the very end.",
            minutes: 10,
            body: `## Parameters versus hyperparameters

A model's *parameters* are learned by \`fit\`, such as the coefficients of a logistic regression. *Hyperparameters* are choices you make before training: the regularisation strength \`C\`, the depth of a tree, the number of neighbours. They control the trade-off between underfitting (too simple to capture the pattern) and overfitting (memorising noise), and the right values depend on the data, so we search for them.

## Grid search over a pipeline

Parameters of pipeline steps are addressed as \`step__parameter\`, with a double underscore, and nested steps add another level. \`GridSearchCV\` tries every combination with cross-validation and refits the best one on the full training set:

\`\`\`python
from sklearn.model_selection import GridSearchCV

param_grid = {
    "classifier__C": [0.01, 0.1, 1.0, 10.0],
    "classifier__class_weight": [None, "balanced"],
    "preprocess__num__impute__strategy": ["mean", "median"],
}

search = GridSearchCV(model, param_grid, cv=5, scoring="roc_auc", n_jobs=-1)
search.fit(X_train, y_train)

print(search.best_params_)
print(f"best cross-validated ROC AUC: {search.best_score_:.3f}")
best_model = search.best_estimator_   # already refitted on all of X_train
\`\`\`

This reuses the churn pipeline from the preprocessing lesson. \`model.get_params().keys()\` lists every name you can tune. \`class_weight="balanced"\` makes errors on the rarer class cost more, often a better fix for imbalance than resampling the data.

## Randomised search

A grid grows multiplicatively: five parameters with five values each is 3,125 combinations, each trained five times. \`RandomizedSearchCV\` samples a fixed number of combinations from distributions instead, and usually finds an equally good region in a fraction of the time:

\`\`\`python
from scipy.stats import loguniform
from sklearn.model_selection import RandomizedSearchCV

random_search = RandomizedSearchCV(
    model,
    param_distributions={
        "classifier__C": loguniform(1e-3, 1e2),
        "classifier__class_weight": [None, "balanced"],
    },
    n_iter=30,
    cv=5,
    scoring="roc_auc",
    random_state=0,
    n_jobs=-1,
)
random_search.fit(X_train, y_train)
print(random_search.best_params_)
\`\`\`

Use log-uniform distributions for scale-like parameters such as \`C\` or learning rates: the difference between 0.001 and 0.01 matters as much as the difference between 1 and 10.

## Evaluate once, at the end

\`best_score_\` is optimistic: it is the best of many tries on the same folds, so some of its advantage is luck. The honest estimate comes from data the search never saw:

\`\`\`python
print(f"test ROC AUC: {search.score(X_test, y_test):.3f}")
\`\`\`

## Practical advice

| Situation | Approach |
| --- | --- |
| 1–2 hyperparameters | small grid on a log scale |
| many hyperparameters or slow models | randomised search, 20–60 iterations |
| best value at the edge of the grid | extend the grid in that direction |
| big improvement from tuning alone | suspect leakage or an unstable metric |

Tuning rarely turns a weak model into a strong one. Better features and more or cleaner data usually matter far more, so budget your time accordingly.
`,
          },
          {
            slug: "tree-ensembles-and-feature-importance",
            title: "Tree Ensembles and Feature Importance",
            summary: "Train random forests and gradient-boosted trees, and explain which features drive predictions with permutation importance.",
            minutes: 11,
            body: `## Why tree ensembles dominate tabular data

A single decision tree asks a sequence of yes/no questions ("tenure < 6 months?") and is easy to read but overfits readily. Ensembles combine many trees:

| Model | Idea | Strengths |
| --- | --- | --- |
| \`RandomForestClassifier\` | many deep trees on random samples of rows and features; average their votes | robust defaults, hard to overfit badly |
| \`HistGradientBoostingClassifier\` | shallow trees added one at a time, each correcting the previous ones' errors | usually the most accurate; fast; handles missing values natively |

Neither needs feature scaling, and both capture interactions and non-linear effects, such as churn risk that drops sharply after the first year, that a linear model misses unless you engineer them by hand.

## Gradient boosting on the churn data

\`HistGradientBoostingClassifier\` accepts \`NaN\`s and, with \`categorical_features="from_dtype"\`, pandas categorical columns directly, so the preprocessing shrinks to a type conversion:

\`\`\`python
from sklearn.ensemble import HistGradientBoostingClassifier, RandomForestClassifier
from sklearn.model_selection import cross_val_score

X_cat = X.astype({"plan": "category", "region": "category"})

hgb = HistGradientBoostingClassifier(
    categorical_features="from_dtype",
    learning_rate=0.1,
    max_iter=300,
    early_stopping=True,      # hold out 10% internally and stop when it stops improving
    random_state=0,
)
scores = cross_val_score(hgb, X_cat, y, cv=5, scoring="roc_auc")
print(f"gradient boosting ROC AUC: {scores.mean():.3f}")

\`\`\`

A random forest does need the imputation and one-hot encoding from the preprocessing lesson, so reuse that \`ColumnTransformer\` with the forest as the final step:

\`\`\`python
from sklearn.pipeline import Pipeline

forest = Pipeline([
    ("preprocess", preprocess),
    ("classifier", RandomForestClassifier(n_estimators=300, min_samples_leaf=5, n_jobs=-1, random_state=0)),
])
print(f"random forest ROC AUC: {cross_val_score(forest, X, y, cv=5, scoring='roc_auc').mean():.3f}")
\`\`\`

Compare both with the logistic regression from earlier lessons. Our synthetic labels were generated from an almost linear formula, so here the simple linear model holds its own against the ensembles. On real data with thresholds and interactions the ensembles usually win, but the only way to know is to measure, with the simpler model as the bar to beat.

## Which features matter?

Tree models expose \`feature_importances_\`, but these impurity-based scores are computed on training data and are biased towards features with many distinct values, so they can rank pure noise highly. **Permutation importance** is more trustworthy: shuffle one column in held-out data and measure how much the score drops. If shuffling a feature does not hurt, the model does not rely on it.

\`\`\`python
from sklearn.inspection import permutation_importance
from sklearn.model_selection import train_test_split

Xc_train, Xc_test, yc_train, yc_test = train_test_split(
    X_cat, y, test_size=0.2, stratify=y, random_state=0
)
hgb.fit(Xc_train, yc_train)

result = permutation_importance(
    hgb, Xc_test, yc_test, scoring="roc_auc", n_repeats=10, random_state=0
)
for name, mean, std in sorted(
    zip(Xc_test.columns, result.importances_mean, result.importances_std),
    key=lambda item: item[1],
    reverse=True,
):
    print(f"{name:>16}: {mean:.3f} ± {std:.3f}")
\`\`\`

On this synthetic data, tenure, support tickets, fee and plan should come out on top and \`region\`, which played no part in generating the labels, near zero: a useful sanity check that the method works.

## Interpreting importance carefully

- Importance describes the **model**, not the world. A feature can be important because it leaks the answer.
- Correlated features share importance: shuffling one barely hurts when its twin carries the same information, so both can look unimportant.
- Importance says nothing about direction. Use partial dependence plots (\`sklearn.inspection.PartialDependenceDisplay\`) to see *how* predicted risk changes as tenure grows.
`,
          },
          {
            slug: "saving-and-serving-models",
            title: "Saving and Serving Models",
            summary:
              "Persist a fitted pipeline with joblib, load it in a prediction service, validate inputs and monitor the model after deployment.",
            minutes: 9,
            body: `## Persisting a pipeline

Because the whole preprocessing and model chain lives in one pipeline object, saving it is a single call. \`joblib\` handles the large NumPy arrays inside models efficiently:

\`\`\`python
import json
from datetime import datetime, timezone

import joblib
import sklearn

joblib.dump(best_model, "churn_model.joblib")

metadata = {
    "trained_at": datetime.now(timezone.utc).isoformat(),
    "sklearn_version": sklearn.__version__,
    "features": list(X_train.columns),
    "test_roc_auc": round(float(search.score(X_test, y_test)), 4),
}
with open("churn_model.json", "w", encoding="utf-8") as f:
    json.dump(metadata, f, indent=2)
\`\`\`

Record the library versions. A pickled model can only be loaded reliably with the same scikit-learn version that created it; a different version may warn, fail, or subtly change behaviour. Pin versions in \`requirements.txt\` for both training and serving.

**Security note:** joblib and pickle files can execute arbitrary code when loaded. Only load model files you produced yourself or from a trusted, access-controlled store.

## Loading and predicting

\`\`\`python
import joblib
import pandas as pd

model = joblib.load("churn_model.joblib")

new_customers = pd.DataFrame([
    {"tenure_months": 3, "monthly_fee": 72.0, "support_tickets": 4, "plan": "basic", "region": "north"},
    {"tenure_months": 48, "monthly_fee": 45.5, "support_tickets": 0, "plan": "premium", "region": "west"},
])
churn_probability = model.predict_proba(new_customers)[:, 1]
print(churn_probability.round(3))   # the first customer is far riskier
\`\`\`

The input must have the same column names as the training data. Column order does not matter for a \`ColumnTransformer\` selecting by name, but a missing column raises an error, which is exactly what you want.

## A minimal prediction service

\`\`\`python
# service.py: run with  uvicorn service:app --port 8000
import joblib
import pandas as pd
from fastapi import FastAPI
from pydantic import BaseModel, Field

app = FastAPI()
model = joblib.load("churn_model.joblib")   # load once at start-up, not per request

class Customer(BaseModel):
    tenure_months: int = Field(ge=0)
    monthly_fee: float | None = Field(default=None, ge=0)
    support_tickets: int = Field(ge=0)
    plan: str
    region: str

@app.post("/predict")
def predict(customer: Customer) -> dict:
    row = pd.DataFrame([customer.model_dump()])
    return {"churn_probability": float(model.predict_proba(row)[0, 1])}
\`\`\`

The Pydantic model validates requests at the boundary: a negative tenure or a missing field is rejected with a 422 before it reaches the model.

## After deployment

A model is a snapshot of the world at training time, and the world moves on. Plan for:

| Concern | What to do |
| --- | --- |
| data drift | compare live feature distributions with training data |
| performance decay | log predictions, join with actual outcomes later, track the metric |
| reproducibility | version the training code, data snapshot, parameters and model file together |
| retraining | schedule it, and promote a new model only if it beats the current one on fresh data |

Start simple: log every request and prediction. Without that log, none of the other items is possible.
`,
          },
        ],
      },
    ],
  },
];
