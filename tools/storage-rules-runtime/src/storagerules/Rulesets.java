package storagerules;

import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.File;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;

/** Compiles storage.rules sources with Google's rules compiler and reports issues as firebase-tools reads them. */
final class Rulesets {
  record Compiled(RulesetAst ast, List<String> errors, List<String> warnings) {}

  // Production storage rules may call firestore.get()/exists() and use the ternary operator.
  private static final FirebaseRulesLangOptions OPTIONS = FirebaseRulesLangOptions.builder()
      .allowCrossServiceRules(true)
      .allowTernaryOperator(true)
      .build();

  private Rulesets() {}

  /** {@code source} is firebase-tools' {@code {files: [{name, content}]}}. */
  static Compiled compile(JsonObject source) {
    Source.Builder rules = Source.newBuilder();
    for (JsonElement file : source.getAsJsonArray("files")) {
      JsonObject f = file.getAsJsonObject();
      rules.addFiles(File.newBuilder()
          .setName(f.get("name").getAsString())
          .setContent(f.get("content").getAsString()));
    }
    CompileResult result = FirebaseRulesProtoCompiler.createStandalone(OPTIONS).compile(rules);
    List<String> errors = new ArrayList<>();
    List<String> warnings = new ArrayList<>();
    for (Issue issue : result.getIssues()) {
      (issue.getSeverity() == Issue.Severity.ERROR ? errors : warnings).add(toJson(issue));
    }
    return new Compiled(result.hasCompilationError() ? null : result.getRulesetAst(), errors, warnings);
  }

  /** firebase-tools lets only rules_version = '2' list objects. */
  static int version(RulesetAst ast) {
    return ast.getVersion() == RulesetAst.Version.VERSION_2 ? 2 : 1;
  }

  // firebase-tools' rules manager parses each issue as JSON with the field names of the Java
  // proto object (description_, sourcePosition_.fileName_, line_) and prints
  // "<description> in <file>:<line>".
  private static String toJson(Issue issue) {
    JsonObject position = new JsonObject();
    position.addProperty("fileName_", issue.getSourcePosition().getFileName());
    position.addProperty("line_", issue.getSourcePosition().getLine());
    position.addProperty("column_", issue.getSourcePosition().getColumn());
    JsonObject json = new JsonObject();
    json.addProperty("description_", issue.getDescription());
    json.addProperty("severity_", issue.getSeverity().getNumber());
    json.add("sourcePosition_", position);
    return json.toString();
  }
}
