// Every question's type is one folder with all its parts: the schema, the form mapping, the staff's
// reading (server half, app/survey/types/index.server.ts) and the component (browser half,
// app/components/survey/fields.tsx).
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { QUESTION_FIELDS, QuestionField } from "~/components/survey/fields";
import { postedFormValues } from "~/forms/survey.server";
import { describeAnswer, formValuesFromAnswers } from "~/survey/answers.server";
import { SURVEY_QUESTIONS } from "~/survey/questions.server";
import { ANSWER_TYPES } from "~/survey/types/index.server";

const CONTEXT = { today: "2026-11-22", family: { mother: { age: "36", is_me: true } } };

describe("survey question types", () => {
  it("are registered in both halves under the same names", () => {
    expect(Object.keys(QUESTION_FIELDS).sort()).toEqual(Object.keys(ANSWER_TYPES).sort());
  });

  it("build their schema from the question alone unless they say they read the context (it is kept per question)", () => {
    for (const [name, type] of Object.entries(ANSWER_TYPES)) {
      if (!("readsContext" in type && type.readsContext)) expect(type.schema.length, name).toBeLessThan(2);
    }
    expect(ANSWER_TYPES.dates.readsContext && ANSWER_TYPES.family.readsContext).toBe(true);
  });

  it("check questions.json against each type's shape: a mistyped field or an unknown key is refused", () => {
    const question = SURVEY_QUESTIONS.find((q) => q.type === "select")!;
    const shape = ANSWER_TYPES.select.question;
    expect(shape.safeParse(question).success).toBe(true);
    expect(shape.safeParse({ ...question, optons: [] }).success).toBe(false);
    expect(shape.safeParse({ ...question, key: "departureCity" }).success).toBe(false);
    expect(shape.safeParse({ ...question, options: [{ value: "car" }] }).success).toBe(false);
    expect(ANSWER_TYPES.ranking.question.safeParse({ ...question, type: "ranking", ranks: 4 }).success).toBe(false);
  });

  it.each(SURVEY_QUESTIONS.map((question, index) => [index + 1, question.key, question] as const))(
    "question %i (%s) has a schema, a form mapping, a staff description and a component",
    async (_step, _key, question) => {
      const type = ANSWER_TYPES[question.type];
      expect(type, `no server half for type '${question.type}'`).toBeDefined();
      expect(QUESTION_FIELDS[question.type], `no component for type '${question.type}'`).toBeDefined();

      // Schema: a zod schema for this question that answers an empty post (an error or a value).
      const schema = answerSchema(question);
      expect(schema.safeParse({})).toHaveProperty("success");
      // Form mapping, both ways: from the draft and from a post.
      const values = formValuesFromAnswers(question, {});
      expect(values).toBeTypeOf("object");
      expect(postedFormValues(question, new FormData())).toBeTypeOf("object");
      // Staff description: unanswered reads as Korean text.
      expect(describeAnswer(question, {})).toMatch(/^(응답 없음|미정)$/);
      // Component: renders from the mapped values without JavaScript.
      // The district and family fields post back to their own address, so they need a router: the
      // server's kind, as the page is rendered (a browser router would warn about its layout effects).
      const field = createElement(QuestionField, {
        question,
        values,
        error: undefined,
        detailError: undefined,
        today: CONTEXT.today,
        family: { members: [], result: undefined },
        regionSuggestions: undefined,
      });
      const handler = createStaticHandler([{ path: "/", element: field }]);
      const context = await handler.query(new Request("http://localhost/"));
      if (context instanceof Response) throw new Error("the static handler answered with a response");
      const router = createStaticRouter(handler.dataRoutes, context);
      const html = renderToString(createElement(StaticRouterProvider, { router, context }));
      expect(html).toMatch(/<(input|select|textarea|fieldset)/);
    },
  );
});

function answerSchema(question: (typeof SURVEY_QUESTIONS)[number]) {
  const type = ANSWER_TYPES[question.type] as { schema: (q: typeof question, c: typeof CONTEXT) => { safeParse: (v: unknown) => unknown } };
  return type.schema(question, CONTEXT);
}
