"""`clausetrail` command line: policies, search, the local API server, the demo and the evals."""

from __future__ import annotations

import json
import shutil
from datetime import date
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from clausetrail.domain.errors import ClauseTrailError
from clausetrail.domain.identifiers import normalise_policy_id
from clausetrail.domain.policy import PolicyVersion
from clausetrail.runtime import Runtime, get_runtime, set_runtime
from clausetrail.settings import Settings

app = typer.Typer(
    help="ClauseTrail: decide health claims from policy wordings, citing clauses.", no_args_is_help=True
)
policies_app = typer.Typer(help="Register, inspect and search policy wordings.", no_args_is_help=True)
claims_app = typer.Typer(help="Submit, inspect and review claims.", no_args_is_help=True)
audit_app = typer.Typer(help="Verify and replay the audit trail of a claim.", no_args_is_help=True)
eval_app = typer.Typer(help="Evaluate against the golden sets.", no_args_is_help=True)
ops_app = typer.Typer(
    help="Stuck, failed and overdue claims and ingestions: list, redrive, why.", no_args_is_help=True
)
app.add_typer(ops_app, name="ops")
app.add_typer(policies_app, name="policies")
app.add_typer(eval_app, name="eval")
app.add_typer(claims_app, name="claims")
app.add_typer(audit_app, name="audit")
console = Console()


def _fail(exc: ClauseTrailError) -> None:
    console.print(f"[red]{exc.code}[/red]: {exc.message}")
    raise typer.Exit(code=2)


def _progress() -> Progress:
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        TextColumn("{task.percentage:>3.0f}%"),
        TimeElapsedColumn(),
        console=console,
        transient=False,
    )


@policies_app.command("ingest")
def policies_ingest(
    pdf: Annotated[Path, typer.Argument(exists=True, dir_okay=False, help="Policy wording PDF")],
    insurer: Annotated[
        str | None, typer.Option(help="Insurer name (guessed from the file name if omitted)")
    ] = None,
    uin: Annotated[
        str | None, typer.Option(help="Product UIN (guessed from the file name if omitted)")
    ] = None,
    effective_from: Annotated[str, typer.Option(help="Version valid from (YYYY-MM-DD)")] = "2024-04-01",
    effective_to: Annotated[str | None, typer.Option(help="Version valid to (YYYY-MM-DD)")] = None,
    policy_id: Annotated[str | None, typer.Option(help="Add a version to this policy")] = None,
) -> None:
    """Register a wording and run the ingestion state machine locally, with a progress bar."""
    from clausetrail.services.local_ingest import ingest_file

    rt = get_runtime()
    with _progress() as progress:
        task = progress.add_task(pdf.name, total=100)

        def show(v: PolicyVersion) -> None:
            progress.update(task, completed=v.progress, description=f"{pdf.name} [{v.stage}]")

        try:
            outcome = ingest_file(
                rt,
                pdf,
                insurer=insurer,
                product_uin=uin,
                policy_id=normalise_policy_id(policy_id) if policy_id is not None else None,
                effective_from=date.fromisoformat(effective_from),
                effective_to=date.fromisoformat(effective_to) if effective_to else None,
                on_progress=show,
            )
        except ClauseTrailError as exc:
            _fail(exc)
            return
    v = outcome.version
    if v.error_code:
        console.print(f"[red]failed[/red] {v.version_id}: {v.error_code}: {v.error_message}")
        raise typer.Exit(code=1)
    console.print(
        f"policy {v.policy_id} version {v.version_id}: {v.status}, {v.page_count} pages, {v.clause_count} clauses, "
        f"{outcome.seconds:.1f}s" + ("" if outcome.created else " (already registered)")
    )


@policies_app.command("list")
def policies_list() -> None:
    """List registered policies and their versions."""
    table = Table("policy", "insurer", "UIN", "version", "status", "pages", "clauses", "from", "to")
    for p in get_runtime().policies.list_policies():
        for v in p.versions:
            table.add_row(
                p.policy_id,
                p.insurer,
                p.product_uin,
                v.version_id,
                str(v.status),
                str(v.page_count or ""),
                str(v.clause_count or ""),
                v.effective_from.isoformat(),
                v.effective_to.isoformat() if v.effective_to else "",
            )
    console.print(table)


@policies_app.command("show")
def policies_show(policy_id: str) -> None:
    """Show a policy with its versions as JSON (what GET /v1/policies/{id} returns)."""
    from clausetrail.services.policies import policy_view

    try:
        policy = get_runtime().policies.get_policy(normalise_policy_id(policy_id))
    except ClauseTrailError as exc:
        _fail(exc)
        return
    console.print_json(json.dumps(policy_view(policy), default=str))


@policies_app.command("search")
def policies_search(
    version_id: str,
    question: str,
    k: Annotated[int, typer.Option(min=1, max=20)] = 4,
) -> None:
    """Hybrid search within one policy version; linked clauses are shown under each hit."""
    from clausetrail.services.search import search_version

    try:
        result = search_version(get_runtime(), version_id, question, k=k, people_words=True)
    except ClauseTrailError as exc:
        _fail(exc)
        return
    for rank, hit in enumerate(result.hits, 1):
        c = hit.clause
        console.print(
            f"[bold]{rank}. {c.clause_no or '-'}[/bold] {' > '.join(c.section_path)} "
            f"[dim](pages {c.page_start}-{c.page_end}, {c.section_type}/{c.chunk_type}, score {hit.score:.4f})[/dim]"
        )
        console.print("   " + c.text[:400].replace("\n", " ") + ("…" if len(c.text) > 400 else ""))
        for linked in result.linked.get(c.clause_id, ()):
            console.print(
                f"   [cyan]↳ {linked.clause_no or '-'}[/cyan] {linked.text[:160].replace(chr(10), ' ')}"
            )


@app.command("ask")
def ask(
    policy_id: str,
    question: str,
    version_id: Annotated[
        str | None, typer.Option(help="Ask one version (default: the latest ready)")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the JSON the API returns")] = False,
) -> None:
    """Ask a question about a policy (SPEC §4): the answer with its cited clauses."""
    from clausetrail.services.questions import QuestionRequest, answer_question, composer_for

    rt = get_runtime()
    try:
        request = QuestionRequest.from_json({"question": question, "version_id": version_id})
        # the command line is the machine's owner: it reads every local policy, as `policies show` does
        result = answer_question(
            rt, normalise_policy_id(policy_id), request, owner_id=None, composer=composer_for(rt)
        )
    except ClauseTrailError as exc:
        _fail(exc)
        return
    if as_json:
        console.print_json(json.dumps(result.to_json(), default=str))
        return
    intent = result.intent
    console.print(
        f"[dim]{intent.get('kind')} / {intent.get('topic')} / confidence {intent.get('confidence')} / "
        f"{result.model} / {result.latency_ms:.0f} ms[/dim]"
    )
    console.print(result.answer)
    for number, c in enumerate(result.citations, 1):
        console.print(
            f"[cyan][{number}][/cyan] clause {c.clause_no or '-'}, page {c.page or '-'}: "
            + c.text[:240].replace("\n", " ")
            + ("…" if len(c.text) > 240 else "")
        )


@app.command("serve")
def serve(host: str = "127.0.0.1", port: int = 8080) -> None:
    """Serve the REST API locally (same resolver as API Gateway)."""
    import threading
    import time

    from clausetrail.api.local_server import serve as make_server
    from clausetrail.services.ops import drain_outbox

    server = make_server(host, port)
    rt = get_runtime()
    rt.workflows  # start the local state machines before the first request  # noqa: B018

    def drain_forever() -> None:
        while True:
            time.sleep(5)
            try:
                drain_outbox(rt)  # reviews stored beside the server (e.g. by the CLI) reach its engine
            except ClauseTrailError:
                continue

    threading.Thread(target=drain_forever, name="review-outbox", daemon=True).start()
    console.print(f"ClauseTrail API on http://{host}:{port} (embedded defaults)")
    console.print(f"Review console on http://{host}:{port}/console (pick a local person and role to log in)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        server.shutdown()


@app.command("demo")
def demo(
    corpus: Annotated[Path, typer.Option(help="The shared corpus folder")] = Path("../shared/corpus"),
    fresh: Annotated[bool, typer.Option(help="Start from an empty demo database")] = True,
    questions: Annotated[Path, typer.Option(help="Golden questions (unused; see eval questions)")] = Path(
        "golden/questions"
    ),
    claims: Annotated[Path, typer.Option(help="Golden claims the demo decides")] = Path("golden/claims"),
    all_policies: Annotated[bool, typer.Option(help="Ingest every corpus wording first")] = False,
) -> None:
    """The whole job on embedded defaults: ingest, decide golden claims through the state machine (people
    review and vote where the gate asks), answer questions with citations, verify and replay an audit trail,
    write a decision letter."""
    from clausetrail.services.demo import run_demo

    settings = Settings()
    data_dir = settings.data_dir / "demo"
    if fresh and data_dir.exists():
        shutil.rmtree(data_dir)
    set_runtime(Runtime(settings.model_copy(update={"data_dir": data_dir})))
    code = run_demo(get_runtime(), corpus, questions, console, claims_dir=claims, all_policies=all_policies)
    raise typer.Exit(code=code)


@eval_app.command("questions")
def eval_questions(
    golden_dir: Annotated[Path, typer.Argument(exists=True, file_okay=False)],
    documents: Annotated[Path, typer.Option(help="Folder holding the policy PDFs")] = Path(
        "../shared/corpus/policies"
    ),
    k: int = 4,
    report: Annotated[Path, typer.Option(help="Where to write the JSON report")] = Path(
        "reports/questions_eval.json"
    ),
    answers: Annotated[
        bool, typer.Option("--answers", help="Also ask every question and score the answers (SPEC §9)")
    ] = False,
    part: Annotated[
        str, typer.Option(help="Which part of the split to score: dev, test or all (SPEC §12)")
    ] = "all",
) -> None:
    """Retrieval recall@k and MRR per policy and overall (SPEC §9); with --answers, answer scores too."""
    from clausetrail.eval.questions_eval import evaluate_questions, print_answer_report, print_question_report

    if part not in ("dev", "test", "all"):
        raise typer.BadParameter("--part is dev, test or all")
    result = evaluate_questions(
        get_runtime(), golden_dir, documents, k=k, console=console, answers=answers, part=part
    )
    print_question_report(result, console)
    print_answer_report(result, console)
    report.parent.mkdir(parents=True, exist_ok=True)
    report.write_text(json.dumps(result.to_json(), indent=2))
    console.print(f"report written to {report}")


@eval_app.command("policies")
def eval_policies(
    golden_dir: Annotated[Path, typer.Argument(exists=True, file_okay=False)],
    documents: Annotated[Path, typer.Option(help="Folder holding the policy PDFs")] = Path(
        "../shared/corpus/policies"
    ),
    report: Annotated[Path, typer.Option(help="Where to write the JSON report (a .md beside it)")] = Path(
        "reports/policies_eval.json"
    ),
) -> None:
    """Extracted policy terms against the golden files: per field, per document, Tier A and Tier B (SPEC §6)."""
    from clausetrail.eval.policies_eval import evaluate_policies, markdown_report, print_policies_report

    result = evaluate_policies(get_runtime(), golden_dir, documents, console=console)
    print_policies_report(result, console)
    report.parent.mkdir(parents=True, exist_ok=True)
    report.write_text(json.dumps(result.to_json(), indent=2, default=str))
    report.with_suffix(".md").write_text(markdown_report(result))
    console.print(f"reports written to {report} and {report.with_suffix('.md')}")


@eval_app.command("claims")
def eval_claims(
    golden_dir: Annotated[Path, typer.Argument(exists=True, file_okay=False)],
    documents: Annotated[Path, typer.Option(help="Folder holding the policy PDFs")] = Path(
        "../shared/corpus/policies"
    ),
    runs: Annotated[int, typer.Option(min=1, max=5, help="Repeat runs (decision flips)")] = 1,
    report: Annotated[Path, typer.Option(help="Where to write the JSON report")] = Path(
        "reports/claims_eval.json"
    ),
    confidence_out: Annotated[
        Path | None,
        typer.Option(help="Write the fitted confidence artefact here (dev fit, test calibration)"),
    ] = None,
    extra_labelled: Annotated[
        list[Path] | None,
        typer.Option(
            exists=True,
            file_okay=False,
            help="A folder of generated labelled cases on development wordings (golden format): run once, "
            "reported as the part 'generated' and fitted on with the development part, never scored as golden",
        ),
    ] = None,
) -> None:
    """Golden claims end to end through the local adjudication state machine (SPEC §8 report)."""
    from clausetrail.eval.claims_eval import evaluate_claims, fit_confidence, print_claims_report

    rt = get_runtime()
    try:
        result = evaluate_claims(
            rt, golden_dir, documents, runs=runs, console=console, extra_labelled=tuple(extra_labelled or ())
        )
    except ValueError as exc:
        console.print(f"[red]{exc}[/red]")
        raise typer.Exit(2) from exc
    print_claims_report(result, console)
    confidence = fit_confidence(rt, result)
    console.print(
        f"confidence model fitted on {confidence.get('labelled_claims', 0)} labelled claims; "
        f"usable by the gate: {confidence.get('usable_by_gate')} ({confidence.get('why_not') or 'calibrated'})"
    )
    report.parent.mkdir(parents=True, exist_ok=True)
    report.write_text(json.dumps(result.to_json() | {"confidence": confidence}, indent=2, default=str))
    console.print(f"report written to {report}")
    if confidence_out is not None and confidence.get("artefact"):
        confidence_out.write_text(json.dumps(confidence["artefact"], indent=2) + "\n")
        console.print(f"confidence artefact written to {confidence_out} (packaged: clausetrail/data)")


@eval_app.command("refusal-model")
def eval_refusal_model(
    golden_dirs: Annotated[list[Path], typer.Argument(exists=True, file_okay=False)],
    out: Annotated[Path, typer.Option(help="Where to write the artefact")] = Path(
        "layers/clausetrail/data/refusal_model.json"
    ),
) -> None:
    """Fit the learned refusal check on the development questions of the golden folders (test wordings left
    out) and write it with its cross-validated figures."""
    from clausetrail.eval.refusal_fit import development_questions, fit_refusal_model

    questions = development_questions(golden_dirs)
    try:
        model = fit_refusal_model(get_runtime().embedder, questions)
    except ValueError as exc:
        console.print(f"[red]{exc}[/red]")
        raise typer.Exit(code=2) from exc
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(model.to_json(), indent=1) + "\n")
    console.print(f"refusal model over {len(questions)} development questions: {model.about}")
    console.print(f"written to {out}")


@eval_app.command("layouts")
def eval_layouts(
    count: Annotated[int, typer.Option(min=1, help="Document sets, spread over the families")] = 300,
    seed: Annotated[int, typer.Option(help="Seed of the generator (same seed, same documents)")] = 1,
    out: Annotated[Path | None, typer.Option(help="Folder for the PDFs, truth.json, read.json")] = None,
    scanned: Annotated[bool, typer.Option(help="Include the scanned (image-only, OCR) family")] = True,
    family: Annotated[list[str] | None, typer.Option(help="Only these layout families (repeatable)")] = None,
    report: Annotated[Path, typer.Option(help="Where to write the JSON report")] = Path(
        "reports/layouts_eval.json"
    ),
) -> None:
    """Generated bills and discharge summaries in many layouts through the claim reader: per-field accuracy."""
    from clausetrail.eval.layouts_eval import evaluate_layouts, markdown_report, print_layouts_report

    rt = get_runtime()
    folder = out or rt.settings.data_dir / "layout_sets"
    try:
        result = evaluate_layouts(
            rt.ocr,
            count=count,
            seed=seed,
            out=folder,
            scanned=scanned,
            families=family or (),
            console=console,
        )
    except ValueError as exc:
        console.print(f"[red]{exc}[/red]")
        raise typer.Exit(code=2) from exc
    print_layouts_report(result, console)
    report.parent.mkdir(parents=True, exist_ok=True)
    report.write_text(json.dumps(result.to_json(), indent=2, default=str, ensure_ascii=False))
    report.with_suffix(".md").write_text(markdown_report(result))
    console.print(f"reports written to {report} and {report.with_suffix('.md')}; sets in {folder}")


@claims_app.command("show")
def claims_show(claim_id: str) -> None:
    """The claim as GET /v1/claims/{id} shows it, and the adjuster's review packet."""
    from clausetrail.services.claims_views import claim_view, review_packet

    rt = get_runtime()
    try:
        claim = rt.claims.get(claim_id)
    except ClauseTrailError as exc:
        _fail(exc)
        return
    console.print_json(
        json.dumps({"claim": claim_view(claim), "packet": review_packet(rt, claim_id)}, default=str)
    )


@claims_app.command("review")
def claims_review(
    claim_id: str,
    reviewer: Annotated[str, typer.Option(help="Adjuster id")],
    decision: Annotated[str, typer.Option(help="approve | partial | deny | need_info")],
    payable: Annotated[int, typer.Option(min=0, help="Payable amount in INR")],
    agrees: Annotated[bool | None, typer.Option(help="Agrees with the draft")] = None,
    note: Annotated[str | None, typer.Option()] = None,
) -> None:
    """Decide a claim waiting for review: completes its task token locally, exactly as the review endpoint does."""
    from clausetrail.services.adjudication import submit_review

    rt = get_runtime()
    try:
        result = submit_review(
            rt,
            claim_id,
            reviewer,
            {"decision": decision, "payable_amount": payable, "agrees_with_draft": agrees, "note": note},
        )
    except ClauseTrailError as exc:
        _fail(exc)
        return
    console.print_json(json.dumps(result))


@claims_app.command("crc-vote")
def claims_crc_vote(
    claim_id: str,
    member: Annotated[str, typer.Option(help="CRC member id (one of CLAUSETRAIL_LOCAL_CRC_MEMBERS)")],
    vote: Annotated[str, typer.Option(help="uphold | overturn")],
    note: Annotated[str | None, typer.Option()] = None,
) -> None:
    """Vote on a drafted repudiation waiting for the Claims Review Committee, exactly as the vote endpoint does."""
    from clausetrail.domain.errors import Forbidden
    from clausetrail.services.crc import cast_vote

    rt = get_runtime()
    members = {m.strip() for m in rt.settings.local_crc_members.split(",") if m.strip()}
    try:
        if member not in members:
            raise Forbidden("only members of the Claims Review Committee may vote", code="NOT_A_CRC_MEMBER")
        result = cast_vote(rt, claim_id, member, vote, note)
    except ClauseTrailError as exc:
        _fail(exc)
        return
    console.print_json(json.dumps(result))


@audit_app.command("verify")
def audit_verify(claim_id: str) -> None:
    """Check the claim's hash chain: an edited, deleted or reordered record is reported."""
    verification = get_runtime().audit.verify(claim_id)
    console.print_json(json.dumps(verification.to_dict(), default=str))
    raise typer.Exit(code=0 if verification.ok else 1)


@audit_app.command("replay")
def audit_replay(claim_id: str) -> None:
    """Re-run the stored rules version on the stored facts; show the decision matches (no model is called)."""
    from clausetrail.services.replay import replay_claim

    try:
        replay = replay_claim(get_runtime(), claim_id)
    except ClauseTrailError as exc:
        _fail(exc)
        return
    console.print(f"rules {replay.rules_version}: stored {replay.stored}, replayed {replay.replayed}")
    console.print(f"chain verified: {replay.chain_ok}; decision matches: {replay.matches}")
    for diff in replay.differences:
        console.print(f"[red]{diff}[/red]")
    raise typer.Exit(code=0 if replay.matches and replay.chain_ok else 1)


@ops_app.command("list")
def ops_list(
    stuck_after: Annotated[
        int, typer.Option(help="Seconds before a never-started item counts as stuck")
    ] = 300,
) -> None:
    """Stuck, failed and overdue claims and ingestions."""
    from clausetrail.services.ops import list_problems

    items = list_problems(get_runtime(), stuck_after_s=stuck_after)
    table = Table("kind")
    table.add_column("id", no_wrap=True)
    for column in ("state", "status", "stage", "age s", "detail"):
        table.add_column(column)
    for item in items:
        table.add_row(
            item.kind, item.id, item.state, item.status, item.stage or "", str(item.age_s), item.detail
        )
    console.print(table)
    console.print(f"{len(items)} item(s)")


@ops_app.command("redrive")
def ops_redrive(
    item_id: Annotated[str | None, typer.Argument(help="A claim id or a policy version id")] = None,
    all_items: Annotated[bool, typer.Option("--all", help="Every stuck or failed item")] = False,
    wait: Annotated[float, typer.Option(help="Seconds to wait for a restarted review wait")] = 60.0,
) -> None:
    """Resume a claim or ingestion safely (idempotent stages; a decided claim is never touched)."""
    from clausetrail.services.ops import redrive, redrive_all

    if (item_id is None) == (not all_items):
        console.print("[red]give one id or --all[/red]")
        raise typer.Exit(code=2)
    rt = get_runtime()
    try:
        results = redrive_all(rt, wait_s=wait) if all_items else [redrive(rt, item_id or "", wait_s=wait)]
    except ClauseTrailError as exc:
        _fail(exc)
        return
    console.print_json(json.dumps(results, default=str))


@ops_app.command("why")
def ops_why(item_id: str) -> None:
    """Why a claim or an ingestion failed or is stuck."""
    from clausetrail.services.ops import explain_item

    try:
        console.print_json(json.dumps(explain_item(get_runtime(), item_id), default=str))
    except ClauseTrailError as exc:
        _fail(exc)


if __name__ == "__main__":
    app()
